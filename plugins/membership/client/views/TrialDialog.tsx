import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Box, Button, Flex, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuCircleCheck, LuCircleX, LuCrown, LuGift } from 'react-icons/lu';
import type { DialogProps } from '@kernel/client/dialogs';
import { useEmit, useService } from '@kernel/client/react';
import { SessionStore } from '@kernel/client/session-store';
import { DialogDescription, DialogShell, DialogTitle } from '@kernel/client/views/DialogShell';
import { FormField } from '@kernel/client/views/FormField';
import { TRIAL_DAYS } from '../../shared/contract';
import { formatDateTime } from '../format';
import { MembershipStore } from '../store';
import {
  countdownLabel,
  emptyTrialForm,
  sanitizeCode,
  sanitizeCompanyName,
  sanitizeMobile,
  sanitizeRealName,
  TRIAL_CODE_COUNTDOWN,
  TRIAL_FIELDS,
  TrialLimits,
  TrialMessages,
  validateMobile,
  validateTrialField,
  validateTrialForm,
  type TrialField,
} from '../validation';

/**
 * 申请试用VIP (`membership.trial`): the trial application form, then its success (申请成功) or failure
 * (抱歉，试用申请失败) dialog. Members only: opened for a visitor it asks for the login instead.
 * Loaded on first use; each opening starts with an empty form.
 */
export const TrialDialog = observer(function TrialDialog({ onClose }: DialogProps<'membership.trial'>) {
  const session = useService<SessionStore>(SessionStore);
  const store = useService<MembershipStore>(MembershipStore);
  const emit = useEmit();
  const loggedIn = session.isLogin;

  // An outcome of an earlier opening is not this one's.
  useEffect(() => store.clearTrialOutcome(), [store]);

  // Only members can apply: a visitor (or a member who logged out meanwhile) gets the login dialog.
  useEffect(() => {
    if (loggedIn) return;
    onClose();
    emit('openLogin', {});
  }, [loggedIn, onClose, emit]);

  // After a success the form leaves (unmounted: a closed shell would end the whole dialog) and
  // 申请成功 stays until it is dismissed.
  const succeeded = store.trialOutcome?.kind === 'success';
  return (
    <>
      {loggedIn && !succeeded ? (
        <DialogShell
          title="申请试用VIP"
          onClose={onClose}
          width="560px"
          modal
          closeOnDark
          header={<TrialHeader />}
          bodyPadding="0"
          contentProps={{ borderRadius: '12px', overflow: 'hidden', boxShadow: '0 24px 64px rgba(7, 28, 64, 0.3)' }}
        >
          <TrialForm onCancel={onClose} />
        </DialogShell>
      ) : null}
      <TrialOutcomeDialogs onFinished={onClose} />
    </>
  );
});

export default TrialDialog;

function TrialHeader() {
  return (
    <Box bgGradient="to-r" gradientFrom="brand.600" gradientTo="brand.800" color="white" px="8" pt="6" pb="5" position="relative" overflow="hidden">
      <Box position="absolute" right="-6" top="-6" fontSize="120px" color="whiteAlpha.100" aria-hidden="true">
        <LuCrown />
      </Box>
      <DialogTitle fontSize="20px" fontWeight="600" display="flex" alignItems="center" gap="2">
        <Box as="span" color="accent.300" display="inline-flex">
          <LuCrown aria-hidden="true" />
        </Box>
        申请试用VIP
      </DialogTitle>
      <DialogDescription fontSize="13px" mt="1.5" color="whiteAlpha.800">
        免费体验{TRIAL_DAYS}天VIP会员权益：指标详情、综合单价明细、政策文件全文等。每个账号仅可申请一次。
      </DialogDescription>
    </Box>
  );
}

type FormValues = ReturnType<typeof emptyTrialForm>;
type FieldErrors = Partial<Record<TrialField, string>>;

const inputStyle = {
  h: '40px',
  fontSize: '14px',
  borderColor: 'gray.300',
  _focusVisible: { borderColor: 'brand.500', boxShadow: '0 0 0 1px var(--chakra-colors-brand-500)' },
} as const;

const SANITIZERS: Partial<Record<TrialField, (value: string) => string>> = {
  realName: sanitizeRealName,
  mobile: sanitizeMobile,
  verificationCode: sanitizeCode,
  companyName: sanitizeCompanyName,
};

/** The form; it mounts afresh with every opening of the dialog, so each opening starts empty. */
const TrialForm = observer(function TrialForm({ onCancel }: { onCancel: () => void }) {
  const store = useService<MembershipStore>(MembershipStore);
  const [values, setValues] = useState<FormValues>(emptyTrialForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState('');
  const [sending, setSending] = useState(false);
  const [busy, setBusy] = useState(false);
  const composing = useRef(false);
  const countdown = useCountdown();

  useEffect(() => {
    void store.loadProvinces();
  }, [store]);

  const set = (field: TrialField, raw: string, clean = true) => {
    const sanitize = SANITIZERS[field];
    const value = clean && sanitize ? sanitize(raw) : raw;
    setValues((v) => {
      const next = { ...v, [field]: value };
      // A new province invalidates the city.
      if (field === 'province' && v.province !== value) next.city = '';
      return next;
    });
    // Once a field shows an error, it is checked again as the user corrects it.
    setErrors((e) => (e[field] ? { ...e, [field]: validateTrialField(field, value) ?? undefined } : e));
  };

  const sendCode = async () => {
    const problem = validateMobile(values.mobile);
    if (problem) {
      setErrors((e) => ({ ...e, mobile: problem }));
      return;
    }
    setErrors((e) => ({ ...e, mobile: undefined, verificationCode: undefined }));
    setNotice('');
    const validateData = await store.solveCaptcha();
    if (!validateData) return;
    setSending(true);
    const answer = await store.sendTrialCode(values.mobile, validateData);
    setSending(false);
    if (answer.sent) {
      setNotice(TrialMessages.codeSent);
      countdown.start(TRIAL_CODE_COUNTDOWN);
      document.getElementById('trial-verificationCode')?.focus();
    } else if (answer.error) {
      setErrors((e) => ({ ...e, verificationCode: answer.error ?? undefined }));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const check = validateTrialForm(values);
    setErrors(check.fields);
    if (check.first) {
      const firstField = TRIAL_FIELDS.find((f) => check.fields[f]);
      if (firstField) document.getElementById(`trial-${firstField}`)?.focus();
      return;
    }
    setBusy(true);
    // Success shows 申请成功 in place of the form; failure shows its dialog over the form.
    await store.applyTrial({
      realName: values.realName.trim(),
      mobile: values.mobile,
      verificationCode: values.verificationCode,
      companyName: values.companyName.trim(),
      province: values.province,
      city: values.city,
    });
    setBusy(false);
  };

  const cities = store.citiesOf(values.province);
  const provincesFailed = store.provincesState === 'error';

  return (
    <form onSubmit={submit} noValidate aria-label="申请试用VIP">
      <Box px="8" pt="6" pb="2">
        <Stack gap="3.5">
          <Row field="realName" label="真实姓名" error={errors.realName}>
            <Input
              {...inputStyle}
              id="trial-realName"
              name="realName"
              autoComplete="name"
              placeholder="请输入真实姓名（仅限中文）"
              value={values.realName}
              onCompositionStart={() => {
                composing.current = true;
              }}
              onCompositionEnd={(e) => {
                composing.current = false;
                set('realName', e.currentTarget.value);
              }}
              onChange={(e) => set('realName', e.currentTarget.value, !composing.current)}
            />
          </Row>
          <Row field="mobile" label="手机号" error={errors.mobile}>
            <Input
              {...inputStyle}
              id="trial-mobile"
              name="mobile"
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              placeholder="请输入手机号"
              maxLength={TrialLimits.mobileLength}
              value={values.mobile}
              onChange={(e) => set('mobile', e.currentTarget.value)}
            />
          </Row>
          <Row field="verificationCode" label="验证码" error={errors.verificationCode} notice={notice}>
            <HStack gap="3" w="full">
              <Input
                {...inputStyle}
                id="trial-verificationCode"
                name="verificationCode"
                inputMode="numeric"
                autoComplete="one-time-code"
                placeholder="请输入验证码"
                maxLength={TrialLimits.codeLength}
                value={values.verificationCode}
                onChange={(e) => set('verificationCode', e.currentTarget.value)}
                flex="1"
              />
              <Button
                type="button"
                variant="outline"
                colorPalette="brand"
                h="40px"
                w="132px"
                flexShrink={0}
                fontSize="14px"
                disabled={countdown.seconds > 0}
                loading={sending}
                onClick={() => void sendCode()}
              >
                {countdown.seconds > 0 ? countdownLabel(countdown.seconds) : '获取验证码'}
              </Button>
            </HStack>
          </Row>
          <Row field="companyName" label="公司名称" error={errors.companyName}>
            <Input
              {...inputStyle}
              id="trial-companyName"
              name="companyName"
              autoComplete="organization"
              placeholder="请输入公司名称"
              maxLength={TrialLimits.companyNameMax}
              value={values.companyName}
              onChange={(e) => set('companyName', e.currentTarget.value)}
            />
          </Row>
          <Row field="province" label="省份" error={errors.province ?? (provincesFailed ? '省份数据加载失败，请关闭后重试' : undefined)}>
            <NativeSelect.Root size="md" disabled={store.provincesState === 'loading'}>
              <NativeSelect.Field
                {...inputStyle}
                id="trial-province"
                name="province"
                placeholder={store.provincesState === 'loading' ? '加载中…' : '请选择省份'}
                value={values.province}
                onChange={(e) => set('province', e.currentTarget.value)}
              >
                {store.provinces.map((p) => (
                  <option key={p.code} value={p.name}>
                    {p.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Row>
          <Row field="city" label="城市" error={errors.city}>
            <NativeSelect.Root size="md" disabled={!values.province}>
              <NativeSelect.Field
                {...inputStyle}
                id="trial-city"
                name="city"
                placeholder={values.province ? '请选择城市/区县' : '请先选择省份'}
                value={values.city}
                onChange={(e) => set('city', e.currentTarget.value)}
              >
                {cities.map((c) => (
                  <option key={c.code} value={c.name}>
                    {c.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Row>
        </Stack>
        <Flex align="center" gap="2" mt="4" px="3" py="2.5" bg="accent.50" borderRadius="6px" fontSize="12px" color="accent.800">
          <LuGift aria-hidden="true" />
          试用期{TRIAL_DAYS}天，自申请成功时起计算，到期后自动失效，不会产生任何费用。
        </Flex>
      </Box>
      <Flex justify="flex-end" px="8" py="5" gap="3">
        <Button variant="outline" h="40px" px="6" onClick={onCancel}>
          取消
        </Button>
        <Button type="submit" colorPalette="brand" h="40px" px="8" loading={busy}>
          提交申请
        </Button>
      </Flex>
    </form>
  );
});

/** One labelled row of the form: the label on the left, the control and its message on the right. */
function Row({ field, label, error, notice, children }: { field: TrialField; label: string; error?: string; notice?: string; children: ReactNode }) {
  return (
    <FormField
      id={`trial-${field}`}
      label={label}
      required
      orientation="horizontal"
      labelWidth="72px"
      reserveMessage
      error={error}
      notice={
        notice ? (
          <>
            <LuCircleCheck aria-hidden="true" />
            {notice}
          </>
        ) : undefined
      }
    >
      {children}
    </FormField>
  );
}

/** A seconds countdown that ticks once a second down to 0. */
function useCountdown() {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = window.setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [seconds]);
  return { seconds, start: (from: number) => setSeconds(from) };
}

/**
 * 申请成功 (with 立即使用, which reloads the page; closing it ends the trial dialog) and
 * 抱歉，试用申请失败 (with the server's reason, over the form).
 */
const TrialOutcomeDialogs = observer(function TrialOutcomeDialogs({ onFinished }: { onFinished: () => void }) {
  const store = useService<MembershipStore>(MembershipStore);
  const outcome = store.trialOutcome;
  const success = outcome?.kind === 'success' ? outcome.result : null;
  const failure = outcome?.kind === 'failure' ? outcome.reason : null;
  const dismissSuccess = () => {
    store.clearTrialOutcome();
    onFinished();
  };
  const outcomeBox = { borderRadius: '12px', textAlign: 'center', px: '8', pt: '9', pb: '7' } as const;
  return (
    <>
      {success ? (
        <DialogShell
          title="申请成功"
          role="alertdialog"
          modal
          onClose={dismissSuccess}
          width="420px"
          bodyPadding="0"
          contentProps={outcomeBox}
          header={
            <Box>
              <Flex mx="auto" w="64px" h="64px" borderRadius="full" bg="green.50" color="green.500" align="center" justify="center" fontSize="34px" mb="4">
                <LuCircleCheck aria-hidden="true" />
              </Flex>
              <DialogTitle fontSize="20px" fontWeight="600" color="gray.800">
                申请成功
              </DialogTitle>
              <DialogDescription fontSize="13px" color="gray.500" mt="1">
                恭喜您获得{TRIAL_DAYS}天VIP试用权益
              </DialogDescription>
            </Box>
          }
        >
          <Stack as="dl" gap="2" mt="5" mb="6" p="4" bg="gray.50" borderRadius="8px" textAlign="left" fontSize="14px">
            <ResultLine term="真实姓名" value={success.realName} />
            <ResultLine term="试用账号" value={success.accountName} />
            <ResultLine term="有效期至" value={formatDateTime(success.effectiveDate)} />
          </Stack>
          <Button colorPalette="brand" w="full" h="44px" fontSize="16px" onClick={() => store.useNow()}>
            立即使用
          </Button>
        </DialogShell>
      ) : null}
      {failure !== null ? (
        <DialogShell
          title={TrialMessages.failureTitle}
          role="alertdialog"
          onClose={() => store.clearTrialOutcome()}
          width="400px"
          bodyPadding="0"
          contentProps={outcomeBox}
          header={
            <Box>
              <Flex mx="auto" w="64px" h="64px" borderRadius="full" bg="red.50" color="red.500" align="center" justify="center" fontSize="34px" mb="4">
                <LuCircleX aria-hidden="true" />
              </Flex>
              <DialogTitle fontSize="18px" fontWeight="600" color="gray.800">
                {TrialMessages.failureTitle}
              </DialogTitle>
              <DialogDescription fontSize="14px" color="gray.600" mt="2" mb="6">
                {failure}
              </DialogDescription>
            </Box>
          }
        >
          <Button variant="outline" colorPalette="brand" w="full" h="42px" onClick={() => store.clearTrialOutcome()}>
            我知道了
          </Button>
        </DialogShell>
      ) : null}
    </>
  );
});

function ResultLine({ term, value }: { term: string; value: string }) {
  return (
    <Flex gap="3">
      <Text as="dt" color="gray.500" w="72px" flexShrink={0}>
        {term}
      </Text>
      <Text as="dd" color="gray.800" fontWeight="500" m="0" wordBreak="break-all">
        {value}
      </Text>
    </Flex>
  );
}
