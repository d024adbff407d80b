import { PageContainer } from '@kernel/client/views/PageContainer';

/** 会员专享活动. */
export default function VipActivitiesPage() {
  return <PageContainer title="会员专享活动">{null}</PageContainer>;
}
