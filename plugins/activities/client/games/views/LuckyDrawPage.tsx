import { PageContainer } from '@kernel/client/views/PageContainer';

/** 幸运抽奖. */
export default function LuckyDrawPage() {
  return <PageContainer title="幸运抽奖">{null}</PageContainer>;
}
