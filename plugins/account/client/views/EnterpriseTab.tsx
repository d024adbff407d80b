import { useEffect, useState } from 'react';
import { Box, Button, Checkbox, Flex, Input, Skeleton, Stack, Switch, Text } from '@chakra-ui/react';
// Recipes the site's theme leaves to the code that uses them (app/client/shell/theme.ts).
import { checkboxSlotRecipe, switchSlotRecipe } from '@chakra-ui/react/theme';
import { observer } from 'mobx-react-lite';
import { LuInfo, LuKeyRound, LuUserPlus, LuUsers } from 'react-icons/lu';
import { isMobile } from '@kernel/core/contact';
import { HttpClient } from '@kernel/client/http-client';
import { errorMessage } from '@kernel/client/load-state';
import { useService } from '@kernel/client/react';
import { SessionStore } from '@kernel/client/session-store';
import { Notifier } from '@kernel/client/ui-store';
import { DataTable, type DataColumn } from '@kernel/client/views/DataTable';
import { DialogShell } from '@kernel/client/views/DialogShell';
import { EmptyCard } from '@kernel/client/views/EmptyCard';
import { FormField } from '@kernel/client/views/FormField';
import { LoadError } from '@kernel/client/views/Section';
import { passwordProblem, PASSWORD_MAX, RegistrationMessages, usernameProblem, USERNAME_MAX } from '../../shared/registration';
import { SecurityLimits, SecurityMessages, type SubAccount } from '../../shared/security';
import { HttpSecurityApi } from '../security-api';
import { EnterpriseStore } from '../security-store';
import { FormDialog, minute, StateTag, TabCard } from './SecurityParts';

/** 新增子账号: username and initial password (the registration rules), optional name and phone, sharing. */
function AddSubAccountDialog({ store, onClose }: { store: EnterpriseStore; onClose: () => void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [fullName, setFullName] = useState('');
  const [mobile, setMobile] = useState('');
  const [shares, setShares] = useState(true);
  const [errors, setErrors] = useState<{ username?: string; password?: string; fullName?: string; mobile?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const next = {
      username: usernameProblem(username.trim()) ?? undefined,
      password: passwordProblem(password) ?? undefined,
      fullName: fullName.trim().length > SecurityLimits.fullNameMax ? SecurityMessages.fullNameTooLong : undefined,
      mobile: mobile && !isMobile(mobile) ? '请输入正确的11位手机号' : undefined,
    };
    setErrors(next);
    setFailure(null);
    if (Object.values(next).some(Boolean)) return;
    setSaving(true);
    try {
      await store.add({ username: username.trim(), password, fullName: fullName.trim() || undefined, mobile: mobile || undefined, sharesRights: shares });
      onClose();
    } catch (error) {
      const message = errorMessage(error, '子账号创建失败，请稍后重试');
      if (message.includes('用户名')) setErrors({ username: message });
      else if (message.includes('密码')) setErrors({ password: message });
      else setFailure(message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog
      title="新增子账号"
      icon={<LuUserPlus />}
      description="子账号使用用户名和初始密码登录，登录后可在「账号安全」中自行修改密码。"
      onClose={onClose}
      onSubmit={submit}
      width="520px"
      submitLabel={'确认新增'}
      saving={saving}
      failure={failure}
    >
      <Stack gap="4">
        <FormField label="用户名" required error={errors.username} hint={`不超过${USERNAME_MAX}位，不含空格，创建后不可修改`}>
          <Input name="username" autoComplete="off" maxLength={USERNAME_MAX} value={username} onChange={(e) => setUsername(e.target.value.replace(/\s+/g, ''))} />
        </FormField>
        <FormField label="初始密码" required error={errors.password} hint="8-50位，包含字母、数字、符号中的至少两种">
          <Input name="password" type="password" autoComplete="new-password" maxLength={PASSWORD_MAX} value={password} onChange={(e) => setPassword(e.target.value)} />
        </FormField>
        <Flex gap="4">
          <FormField label="姓名" error={errors.fullName} flex="1">
            <Input name="fullName" placeholder="选填" maxLength={SecurityLimits.fullNameMax} value={fullName} onChange={(e) => setFullName(e.target.value)} />
          </FormField>
          <FormField label="手机号" error={errors.mobile} flex="1">
            <Input name="mobile" type="tel" inputMode="numeric" placeholder="选填，可用于手机登录" maxLength={11} value={mobile} onChange={(e) => setMobile(e.target.value.replace(/\D/g, '').slice(0, 11))} />
          </FormField>
        </Flex>
        <Checkbox.Root recipe={checkboxSlotRecipe} size="sm" colorPalette="brand" checked={shares} onCheckedChange={(e) => setShares(e.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label fontSize="13px" color="gray.700" fontWeight="400">
            共享企业权益（可使用企业主账号开通的会员权益）
          </Checkbox.Label>
        </Checkbox.Root>
      </Stack>
    </FormDialog>
  );
}

/** 停用 asks first: the sub-account's devices are signed out at once. */
function DisableDialog({ sub, onConfirm, onClose }: { sub: SubAccount; onConfirm: () => void; onClose: () => void }) {
  return (
    <DialogShell
      title="停用子账号"
      role="alertdialog"
      onClose={onClose}
      width="440px"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            取消
          </Button>
          <Button colorPalette="red" onClick={onConfirm}>
            确定停用
          </Button>
        </>
      }
    >
      <Text fontSize="14px" color="gray.700" lineHeight="1.8">
        停用后，子账号「{sub.accountName}」{sub.fullName && sub.fullName !== sub.accountName ? `（${sub.fullName}）` : ''}将无法登录，其已登录的设备立即退出，也不再共享企业权益。可随时重新启用。
      </Text>
    </DialogShell>
  );
}

/** 重置密码: a new password for the sub-account (the password rule), its devices signed out. */
function ResetPasswordDialog({ store, sub, onClose }: { store: EnterpriseStore; sub: SubAccount; onClose: () => void }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const next = { password: passwordProblem(password) ?? undefined, confirm: confirm === password ? undefined : RegistrationMessages.passwordMismatch };
    setErrors(next);
    if (next.password || next.confirm) return;
    setSaving(true);
    try {
      await store.resetPassword(sub.globalId, password);
      onClose();
    } catch (error) {
      setErrors({ password: errorMessage(error, '重置失败，请稍后重试') });
    } finally {
      setSaving(false);
    }
  };
  return (
    <FormDialog
      title="重置子账号密码"
      icon={<LuKeyRound />}
      description={`为子账号「${sub.accountName}」设置新的登录密码，其已登录的设备将立即退出。`}
      onClose={onClose}
      onSubmit={submit}
      width="460px"
      submitLabel={'确认重置'}
      saving={saving}
    >
      <Stack gap="4">
        <FormField label="新密码" required error={errors.password} hint="8-50位，包含字母、数字、符号中的至少两种">
          <Input name="newPassword" type="password" autoComplete="new-password" maxLength={PASSWORD_MAX} value={password} onChange={(e) => setPassword(e.target.value)} />
        </FormField>
        <FormField label="确认新密码" required error={errors.confirm}>
          <Input name="confirmPassword" type="password" autoComplete="new-password" maxLength={PASSWORD_MAX} value={confirm} onChange={(e) => setConfirm(e.target.value)} />
        </FormField>
      </Stack>
    </FormDialog>
  );
}

const SharingSwitch = observer(function SharingSwitch({ store, sub }: { store: EnterpriseStore; sub: SubAccount }) {
  return (
    <Switch.Root
      recipe={switchSlotRecipe}
      size="sm"
      colorPalette="brand"
      checked={sub.sharesRights}
      disabled={!sub.enabled || store.busy.has(sub.globalId)}
      onCheckedChange={(e) => void store.setSharing(sub.globalId, e.checked)}
    >
      <Switch.HiddenInput aria-label={`${sub.accountName} 共享企业权益`} />
      <Switch.Control />
      <Switch.Label fontSize="12px" color={sub.sharesRights && sub.enabled ? 'brand.700' : 'gray.500'}>
        {sub.sharesRights ? '已共享' : '未共享'}
      </Switch.Label>
    </Switch.Root>
  );
});

/** The 子账号管理 tab over its store (the default export builds the store). */
export const EnterprisePanel = observer(function EnterprisePanel({ store }: { store: EnterpriseStore }) {
  const [adding, setAdding] = useState(false);
  const [disabling, setDisabling] = useState<SubAccount | null>(null);
  const [resetting, setResetting] = useState<SubAccount | null>(null);
  useEffect(() => {
    void store.load();
  }, [store]);
  const view = store.list;
  const data = view.data;
  if (!data) {
    return view.status === 'error' ? (
      <Box bg="white" borderWidth="1px" borderColor="page.border" borderRadius="10px">
        <LoadError text={view.error || '子账号列表加载失败'} onRetry={() => void store.load()} />
      </Box>
    ) : (
      <Skeleton h="360px" borderRadius="10px" />
    );
  }
  const enabled = data.list.filter((s) => s.enabled).length;
  const sharing = data.list.filter((s) => s.enabled && s.sharesRights).length;
  const full = data.list.length >= data.max;
  const columns: DataColumn<SubAccount>[] = [
    {
      key: 'account',
      header: '子账号',
      rowHeader: true,
      cell: (s) => (
        <Box>
          <Text fontWeight="600" color="gray.800">
            {s.accountName}
          </Text>
          <Text fontSize="12px" color="gray.500">
            {s.fullName && s.fullName !== s.accountName ? s.fullName : '未填写姓名'}
          </Text>
        </Box>
      ),
    },
    { key: 'mobile', header: '绑定手机', cell: (s) => s.mobile ?? <Text as="span" color="gray.400">未绑定</Text> },
    { key: 'state', header: '状态', cell: (s) => (s.enabled ? <StateTag tone="ok">启用中</StateTag> : <StateTag tone="off">已停用</StateTag>) },
    { key: 'sharing', header: '共享企业权益', cell: (s) => <SharingSwitch store={store} sub={s} /> },
    { key: 'created', header: '创建时间', cellProps: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }, cell: (s) => minute(s.createdAt) },
    {
      key: 'login',
      header: '最近登录',
      cellProps: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
      cell: (s) => (s.lastLoginAt ? minute(s.lastLoginAt) : <Text as="span" color="gray.400">从未登录</Text>),
    },
    {
      key: 'actions',
      header: '操作',
      align: 'center',
      cell: (s) => (
        <Flex gap="1" justify="center">
          <Button size="xs" variant="ghost" colorPalette="brand" aria-label={`重置 ${s.accountName} 的密码`} onClick={() => setResetting(s)}>
            重置密码
          </Button>
          {s.enabled ? (
            <Button size="xs" variant="ghost" colorPalette="red" loading={store.busy.has(s.globalId)} aria-label={`停用 ${s.accountName}`} onClick={() => setDisabling(s)}>
              停用
            </Button>
          ) : (
            <Button size="xs" variant="ghost" colorPalette="brand" loading={store.busy.has(s.globalId)} aria-label={`启用 ${s.accountName}`} onClick={() => void store.setEnabled(s.globalId, true)}>
              启用
            </Button>
          )}
        </Flex>
      ),
    },
  ];
  return (
    <TabCard
      title="子账号管理"
      icon={LuUsers}
      labelledBy="enterprise-title"
      aside={
        <Button size="sm" colorPalette="brand" onClick={() => setAdding(true)} disabled={full} title={full ? SecurityMessages.subLimit(data.max) : undefined}>
          <LuUserPlus />
          新增子账号
        </Button>
      }
    >
      <Flex gap="6" mb="4" fontSize="13px" color="gray.600" wrap="wrap">
        <Text>
          企业：<Text as="span" color="gray.800" fontWeight="600">{data.enterpriseName}</Text>
        </Text>
        <Text>
          子账号：<Text as="strong" color="gray.800">{data.list.length}</Text> / {data.max} 个
        </Text>
        <Text>
          启用中：<Text as="strong" color="gray.800">{enabled}</Text> 个
        </Text>
        <Text>
          共享企业权益：<Text as="strong" color="brand.700">{sharing}</Text> 个
        </Text>
      </Flex>
      <Flex align="flex-start" gap="2" bg="brand.50" color="brand.800" fontSize="13px" lineHeight="1.7" px="4" py="2.5" borderRadius="8px" mb="4">
        <Box as="span" mt="1" display="inline-flex" aria-hidden="true">
          <LuInfo />
        </Box>
        <Text>开启「共享企业权益」的子账号可使用企业主账号开通的全部会员权益；停用的子账号无法登录，其已登录的设备将立即退出。</Text>
      </Flex>
      <DataTable
        label="企业子账号"
        columns={columns}
        rows={data.list}
        rowKey={(s) => s.globalId}
        loading={view.status === 'loading'}
        size="md"
        empty={<EmptyCard title="还没有子账号" description="点击「新增子账号」，为企业成员创建登录账号并分配企业权益。" />}
      />
      {adding ? <AddSubAccountDialog store={store} onClose={() => setAdding(false)} /> : null}
      {resetting ? <ResetPasswordDialog store={store} sub={resetting} onClose={() => setResetting(null)} /> : null}
      {disabling ? (
        <DisableDialog
          sub={disabling}
          onClose={() => setDisabling(null)}
          onConfirm={() => {
            const sub = disabling;
            setDisabling(null);
            void store.setEnabled(sub.globalId, false);
          }}
        />
      ) : null}
    </TabCard>
  );
});

/** 子账号管理 (the user centre's tab `enterprise`): its own chunk; only an enterprise main account manages sub-accounts. */
const EnterpriseTab = observer(function EnterpriseTab() {
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const session = useService<SessionStore>(SessionStore);
  const [store] = useState(() => new EnterpriseStore(new HttpSecurityApi(http), notifier));
  if (session.user && session.user.accountType !== 'entMain') {
    return <EmptyCard title="仅企业主账号可以管理子账号" description="企业子账号由企业主账号统一创建、停用和分配权益。如需开通企业账号，请联系客服 400-860-2026。" />;
  }
  return <EnterprisePanel store={store} />;
});

export default EnterpriseTab;
