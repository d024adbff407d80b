import { PageContainer } from '@kernel/client/views/PageContainer';

/** 每日签到. */
export default function AttendancePage() {
  return <PageContainer title="每日签到">{null}</PageContainer>;
}
