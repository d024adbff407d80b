import { useEffect, useState } from 'react';
import { Box, Button, Checkbox, Flex, Input, Stack, Text } from '@chakra-ui/react';
// Recipes the site's theme leaves to the code that uses them (app/client/shell/theme.ts).
import { checkboxSlotRecipe } from '@chakra-ui/react/theme';
import { LuCircleCheck, LuCircleX, LuKeyRound, LuLogOut, LuSmartphone, LuTriangleAlert } from 'react-icons/lu';
import { isMobile } from '@kernel/core/contact';
import { errorMessage } from '@kernel/client/load-state';
import { DialogShell } from '@kernel/client/views/DialogShell';
import { FormField } from '@kernel/client/views/FormField';
import { passwordProblem, PASSWORD_MAX, RegistrationMessages } from '../../shared/registration';
import type { SecurityOverview } from '../../shared/security';
import { CodeCountdown, type SecurityStore } from '../security-store';
import { CodeInput, FormDialog, FormError } from './SecurityParts';

const PASSWORD_HINT = '8-50位，包含字母、数字、符号中的至少两种，不含空格';

/** 修改密码: the old password, the new one twice; the other devices are signed out. */
export function ChangePasswordDialog({ store, onClose }: { store: SecurityStore; onClose: () => void }) {
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ old?: string; next?: string; confirm?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const next = {
      old: oldPassword ? undefined : '请输入原密码',
      next: passwordProblem(newPassword) ?? (newPassword === oldPassword && oldPassword ? '新密码不能与原密码相同' : undefined),
      confirm: confirm === newPassword ? undefined : RegistrationMessages.passwordMismatch,
    };
    setErrors(next);
    setFailure(null);
    if (next.old || next.next || next.confirm) return;
    setSaving(true);
    try {
      const { message } = await store.api.changePassword(oldPassword, newPassword);
      store.notify(message);
      void store.load();
      onClose();
    } catch (error) {
      const message = errorMessage(error, '修改失败，请稍后重试');
      if (message === '原密码错误') setErrors({ old: message });
      else setFailure(message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog
      title="修改登录密码"
      icon={<LuKeyRound />}
      description="修改成功后，其他已登录的设备将退出登录，当前设备保持登录。"
      onClose={onClose}
      onSubmit={submit}
      width="480px"
      submitLabel={'确认修改'}
      saving={saving}
      failure={failure}
    >
      <Stack gap="4">
        <FormField label="原密码" required error={errors.old}>
          <Input name="oldPassword" type="password" autoComplete="current-password" maxLength={PASSWORD_MAX} value={oldPassword} onChange={(e) => setOld(e.target.value)} />
        </FormField>
        <FormField label="新密码" required error={errors.next} hint={PASSWORD_HINT}>
          <Input name="newPassword" type="password" autoComplete="new-password" maxLength={PASSWORD_MAX} value={newPassword} onChange={(e) => setNew(e.target.value)} />
        </FormField>
        <FormField label="确认新密码" required error={errors.confirm}>
          <Input name="confirmPassword" type="password" autoComplete="new-password" maxLength={PASSWORD_MAX} value={confirm} onChange={(e) => setConfirm(e.target.value)} />
        </FormField>
      </Stack>
    </FormDialog>
  );
}

/** 绑定手机 / 更换手机: the new phone, its SMS code (after the captcha), then bound. */
export function PhoneDialog({ store, current, onClose }: { store: SecurityStore; current: string | null; onClose: () => void }) {
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ mobile?: string; code?: string }>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [saving, setSaving] = useState(false);
  const [countdown] = useState(() => new CodeCountdown());
  useEffect(() => () => countdown.stop(), [countdown]);
  const title = current ? '更换绑定手机' : '绑定手机';

  const mobileError = () => (mobile === '' ? '请输入手机号' : isMobile(mobile) ? undefined : '请输入正确的11位手机号');

  const send = async () => {
    const problem = mobileError();
    setErrors({ mobile: problem });
    setFailure(null);
    if (problem) return;
    setSending(true);
    try {
      const { message } = await store.api.sendPhoneCode(mobile);
      setNotice(message);
      countdown.start();
    } catch (error) {
      setErrors({ mobile: errorMessage(error, '验证码发送失败，请稍后重试') });
    } finally {
      setSending(false);
    }
  };

  const submit = async () => {
    const next = { mobile: mobileError(), code: /^\d{6}$/.test(code) ? undefined : '请输入6位数字验证码' };
    setErrors(next);
    setFailure(null);
    if (next.mobile || next.code) return;
    setSaving(true);
    try {
      const { message } = await store.api.bindPhone(mobile, code);
      store.notify(message);
      void store.load();
      onClose();
    } catch (error) {
      const message = errorMessage(error, '绑定失败，请稍后重试');
      if (message.startsWith('验证码')) setErrors({ code: message });
      else setFailure(message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog
      title={title}
      icon={<LuSmartphone />}
      description={current ? `当前绑定：${current}。验证码将发送至新手机号，验证通过后完成更换。` : '绑定后可使用手机号登录、找回密码和接收安全验证码。'}
      onClose={onClose}
      onSubmit={submit}
      width="480px"
      submitLabel={current ? '确认更换' : '确认绑定'}
      saving={saving}
      failure={failure}
    >
      <Stack gap="4">
        <FormField label={current ? '新手机号' : '手机号'} required error={errors.mobile}>
          <Input name="mobile" type="tel" inputMode="numeric" autoComplete="tel" placeholder="请输入11位手机号" maxLength={11} value={mobile} onChange={(e) => setMobile(e.target.value.replace(/\D/g, '').slice(0, 11))} />
        </FormField>
        <FormField label="短信验证码" required error={errors.code} notice={notice ?? undefined} hint="获取验证码前需完成安全验证">
          <CodeInput value={code} onChange={setCode} countdown={countdown} onSend={() => void send()} sending={sending} />
        </FormField>
      </Stack>
    </FormDialog>
  );
}

/** 退出所有设备: a confirmation; every device, this one included, must log in again. */
export function SignOutAllDialog({ store, sessions, onClose }: { store: SecurityStore; sessions: number; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    const problem = await store.signOutEverywhere();
    setBusy(false);
    if (problem) setFailure(problem);
  };
  return (
    <DialogShell
      title="退出所有设备"
      icon={<LuLogOut />}
      role="alertdialog"
      onClose={onClose}
      width="440px"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            取消
          </Button>
          <Button colorPalette="red" loading={busy} onClick={() => void confirm()}>
            确定退出
          </Button>
        </>
      }
    >
      <FormError message={failure} />
      <Text fontSize="14px" color="gray.700" lineHeight="1.8">
        您的账号当前在 <Text as="strong" color="gray.900">{sessions}</Text> 台设备上登录。退出后，包括当前设备在内的所有设备都需要重新登录。
      </Text>
      <Text fontSize="13px" color="gray.500" mt="2" lineHeight="1.7">
        如怀疑密码已泄露，建议退出后立即修改登录密码。
      </Text>
    </DialogShell>
  );
}

const REMOVED = [
  '姓名（企业名称）、头像等个人资料',
  '绑定的手机号，该手机号将不能再用于登录本账号',
  '登录设备、IP地址等登录记录；所有设备立即退出登录',
  '各栏目中与您个人身份相关的信息（如发票的接收邮箱、个人发票抬头）',
];
const KEPT = [
  '用户名将被永久保留，不能再被任何人注册或使用',
  '订单、支付与开票记录依法保留，仅以匿名编号记录，不再关联到您本人',
];

/**
 * 注销账号: what is removed and what is kept, an acknowledgement to tick, then the SMS code sent to
 * the bound phone (or the login password without a phone). Success ends the login here.
 */
export function DeleteAccountDialog({ store, overview, onClose }: { store: SecurityStore; overview: SecurityOverview; onClose: () => void }) {
  const byPhone = overview.mobile !== null;
  const [agreed, setAgreed] = useState(false);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [countdown] = useState(() => new CodeCountdown());
  useEffect(() => () => countdown.stop(), [countdown]);

  const send = async () => {
    setSending(true);
    setError(null);
    try {
      const { message, mobile } = await store.api.sendDeleteCode();
      setNotice(`${message}（${mobile}）`);
      countdown.start();
    } catch (err) {
      setFailure(errorMessage(err, '验证码发送失败，请稍后重试'));
    } finally {
      setSending(false);
    }
  };

  const submit = async () => {
    setFailure(null);
    if (!agreed) {
      setFailure('请先阅读注销须知并勾选确认');
      return;
    }
    const problem = byPhone ? (/^\d{6}$/.test(code) ? null : '请输入6位数字验证码') : password ? null : '请输入登录密码';
    setError(problem);
    if (problem) return;
    setDeleting(true);
    try {
      const message = await store.api.deleteAccount(byPhone ? { code } : { password });
      store.loggedOut(message);
    } catch (err) {
      const message = errorMessage(err, '注销失败，请稍后重试');
      if (message.startsWith('验证码') || message.includes('密码')) setError(message);
      else setFailure(message);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <FormDialog
      title="注销账号"
      icon={<LuTriangleAlert />}
      description={`您正在注销账号「${overview.accountName}」，注销后不可恢复，请谨慎操作。`}
      onClose={onClose}
      onSubmit={submit}
      width="560px"
      submitLabel={'确认注销'}
      saving={deleting}
      danger
      disabled={!agreed}
      failure={failure}
    >
      <Stack gap="3" fontSize="13px" lineHeight="1.75">
        <Box bg="red.50" borderRadius="8px" px="4" py="3">
          <Text fontWeight="600" color="red.700" mb="1">
            将被删除或匿名化
          </Text>
          <Stack as="ul" gap="0.5" pl="0" color="gray.700">
            {REMOVED.map((line) => (
              <Flex as="li" key={line} gap="2" align="flex-start" listStyleType="none">
                <Box as="span" color="red.500" mt="1" display="inline-flex" aria-hidden="true">
                  <LuCircleX />
                </Box>
                {line}
              </Flex>
            ))}
          </Stack>
        </Box>
        <Box bg="gray.50" borderRadius="8px" px="4" py="3">
          <Text fontWeight="600" color="gray.800" mb="1">
            将被保留
          </Text>
          <Stack as="ul" gap="0.5" pl="0" color="gray.700">
            {KEPT.map((line) => (
              <Flex as="li" key={line} gap="2" align="flex-start" listStyleType="none">
                <Box as="span" color="gray.500" mt="1" display="inline-flex" aria-hidden="true">
                  <LuCircleCheck />
                </Box>
                {line}
              </Flex>
            ))}
          </Stack>
        </Box>
        <Text color="gray.600">账号内尚未到期的会员权益将随账号一并作废，且无法恢复或转移。</Text>
      </Stack>
      <Box mt="4" pt="4" borderTopWidth="1px" borderColor="page.border">
        {byPhone ? (
          <FormField label={`验证码（发送至 ${overview.mobile}）`} required error={error} notice={notice ?? undefined}>
            <CodeInput value={code} onChange={setCode} countdown={countdown} onSend={() => void send()} sending={sending} />
          </FormField>
        ) : (
          <FormField label="登录密码" required error={error} hint="您的账号未绑定手机号，请输入登录密码确认注销">
            <Input name="password" type="password" autoComplete="current-password" maxLength={PASSWORD_MAX} value={password} onChange={(e) => setPassword(e.target.value)} />
          </FormField>
        )}
        <Checkbox.Root recipe={checkboxSlotRecipe} mt="4" size="sm" colorPalette="red" checked={agreed} onCheckedChange={(e) => setAgreed(e.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label fontSize="13px" color="gray.700" fontWeight="400">
            我已阅读以上注销须知，确认注销账号且知晓注销后不可恢复
          </Checkbox.Label>
        </Checkbox.Root>
      </Box>
    </FormDialog>
  );
}
