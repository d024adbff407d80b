import { useEffect, useState } from 'react';
import { Box, Button, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuKeyRound, LuLogOut, LuMonitorSmartphone, LuShieldCheck, LuSmartphone, LuUserX } from 'react-icons/lu';
import { HttpClient } from '@kernel/client/http-client';
import { Navigator } from '@kernel/client/navigator';
import { useLanding, useService } from '@kernel/client/react';
import { SessionStore } from '@kernel/client/session-store';
import { Notifier } from '@kernel/client/ui-store';
import { LoadError } from '@kernel/client/views/Section';
import type { SecurityOverview } from '../../shared/security';
import { HttpSecurityApi } from '../security-api';
import { SecurityStore } from '../security-store';
import { ChangePasswordDialog, DeleteAccountDialog, PhoneDialog, SignOutAllDialog } from './SecurityDialogs';
import { day, SettingRow, StateTag, TabCard } from './SecurityParts';

type Open = 'password' | 'phone' | 'signOut' | 'delete' | null;

/** The account's security level: the phone bound and a password changed here count. */
function level(o: SecurityOverview): { score: 1 | 2 | 3; label: string; text: string } {
  const score = (1 + (o.mobile ? 1 : 0) + (o.passwordChangedAt ? 1 : 0)) as 1 | 2 | 3;
  if (score === 3) return { score, label: '高', text: '您的账号已绑定手机并更新过登录密码，请继续保持良好的使用习惯。' };
  if (score === 2) return { score, label: '中', text: o.mobile ? '建议定期修改登录密码，进一步提升账号安全。' : '建议绑定手机，用于手机登录、找回密码和接收安全验证码。' };
  return { score, label: '低', text: '建议尽快绑定手机并修改登录密码。' };
}

const LevelBar = ({ score }: { score: 1 | 2 | 3 }) => (
  <Flex gap="1" aria-hidden="true">
    {[1, 2, 3].map((i) => (
      <Box key={i} w="36px" h="6px" borderRadius="3px" bg={i <= score ? (score === 3 ? 'green.500' : score === 2 ? 'orange.400' : 'red.400') : 'gray.200'} />
    ))}
  </Flex>
);

/** The 账号安全 tab over its store (the default export builds the store from the kernel's services). */
export const SecurityPanel = observer(function SecurityPanel({ store }: { store: SecurityStore }) {
  const [open, setOpen] = useState<Open>(null);
  useEffect(() => {
    void store.load();
  }, [store]);
  const o = store.overview.data;
  const close = () => setOpen(null);

  if (!o) {
    return store.overview.status === 'error' ? (
      <Box bg="white" borderWidth="1px" borderColor="page.border" borderRadius="10px">
        <LoadError text="账号安全信息加载失败" onRetry={() => void store.load()} />
      </Box>
    ) : (
      <Skeleton h="360px" borderRadius="10px" />
    );
  }
  const lv = level(o);
  return (
    <Stack gap="5">
      <TabCard
        title="账号安全"
        icon={LuShieldCheck}
        labelledBy="security-title"
        aside={
          <Flex align="center" gap="3" fontSize="13px" color="gray.600">
            <Text>
              安全等级：
              <Text as="strong" color={lv.score === 3 ? 'green.600' : lv.score === 2 ? 'orange.500' : 'red.500'}>
                {lv.label}
              </Text>
            </Text>
            <LevelBar score={lv.score} />
          </Flex>
        }
      >
        <Text fontSize="13px" color="gray.500" mt="-2" mb="1">
          {lv.text}
        </Text>
        <Stack as="ul" gap="0" pl="0" separator={<Box h="1px" bg="page.border" />}>
          <SettingRow
            icon={LuKeyRound}
            title="登录密码"
            status={<StateTag tone="ok">已设置</StateTag>}
            text={
              <>
                {o.passwordChangedAt ? `上次修改：${day(o.passwordChangedAt)}。` : `账号创建于 ${day(o.createdAt)}。`}
                建议定期更换，密码需为8-50位，包含字母、数字、符号中的至少两种。
              </>
            }
            action={
              <Button size="sm" variant="outline" colorPalette="brand" onClick={() => setOpen('password')}>
                修改密码
              </Button>
            }
          />
          <SettingRow
            icon={LuSmartphone}
            title="绑定手机"
            status={o.mobile ? <StateTag tone="ok">已绑定 {o.mobile}</StateTag> : <StateTag tone="warn">未绑定</StateTag>}
            text="可用于手机验证码登录、找回密码，以及注销账号等敏感操作的安全验证。"
            action={
              <Button size="sm" variant="outline" colorPalette="brand" onClick={() => setOpen('phone')}>
                {o.mobile ? '更换手机' : '绑定手机'}
              </Button>
            }
          />
          <SettingRow
            icon={LuMonitorSmartphone}
            title="登录设备"
            status={<StateTag tone="off">{o.sessions} 台设备已登录</StateTag>}
            text="退出所有设备后，包括当前设备在内的全部设备都需要重新登录；登录设备明细见「会员权益」页的登录设备列表。"
            action={
              <Button size="sm" variant="outline" colorPalette="red" onClick={() => setOpen('signOut')}>
                <LuLogOut />
                退出所有设备
              </Button>
            }
          />
        </Stack>
      </TabCard>

      <TabCard title="注销账号" icon={LuUserX} labelledBy="delete-title" tone="danger">
        <Stack as="ul" gap="0" pl="0">
          <SettingRow
            icon={LuUserX}
            tone="red"
            title="注销本账号"
            status={o.canDelete ? undefined : <StateTag tone="off">暂不可注销</StateTag>}
            text={
              o.canDelete
                ? '注销后账号将无法登录，姓名、头像、绑定手机等个人信息将被删除或匿名化，用户名永久保留不可再注册，操作不可恢复。'
                : (o.deleteBlockedReason ?? '')
            }
            action={
              <Button size="sm" variant="outline" colorPalette="red" disabled={!o.canDelete} onClick={() => setOpen('delete')}>
                注销账号
              </Button>
            }
          />
        </Stack>
      </TabCard>

      {open === 'password' ? <ChangePasswordDialog store={store} onClose={close} /> : null}
      {open === 'phone' ? <PhoneDialog store={store} current={o.mobile} onClose={close} /> : null}
      {open === 'signOut' ? <SignOutAllDialog store={store} sessions={o.sessions} onClose={close} /> : null}
      {open === 'delete' ? <DeleteAccountDialog store={store} overview={o} onClose={close} /> : null}
    </Stack>
  );
});

/** 账号安全 (the user centre's tab `security`): its own chunk, loaded when the tab is first shown. */
export default function SecurityTab() {
  const http = useService<HttpClient>(HttpClient);
  const session = useService<SessionStore>(SessionStore);
  const notifier = useService<Notifier>(Notifier);
  const navigator = useService<Navigator>(Navigator);
  const landing = useLanding();
  const [store] = useState(() => new SecurityStore(new HttpSecurityApi(http), session, notifier, navigator, landing));
  return <SecurityPanel store={store} />;
}
