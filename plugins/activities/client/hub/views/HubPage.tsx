import { PageContainer } from '@kernel/client/views/PageContainer';

/** 会员活动. */
export default function HubPage() {
  return <PageContainer title="会员活动">{null}</PageContainer>;
}
