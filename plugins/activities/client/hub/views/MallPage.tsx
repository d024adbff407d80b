import { PageContainer } from '@kernel/client/views/PageContainer';

/** 积分商城. */
export default function MallPage() {
  return <PageContainer title="积分商城">{null}</PageContainer>;
}
