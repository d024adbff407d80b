import { PageContainer } from '@kernel/client/views/PageContainer';

/** 新人专享. */
export default function NewUserPage() {
  return <PageContainer title="新人专享">{null}</PageContainer>;
}
