import { PageContainer } from '@kernel/client/views/PageContainer';

/** 我的积分. */
export default function PointsPage() {
  return <PageContainer title="我的积分">{null}</PageContainer>;
}
