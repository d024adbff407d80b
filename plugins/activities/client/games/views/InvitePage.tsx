import { PageContainer } from '@kernel/client/views/PageContainer';

/** 邀请好友. */
export default function InvitePage() {
  return <PageContainer title="邀请好友">{null}</PageContainer>;
}
