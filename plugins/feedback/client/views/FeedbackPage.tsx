import { useState, type FormEvent } from 'react';
import { Box, Button, Flex, Grid, Heading, Input, Stack, Text, Textarea } from '@chakra-ui/react';
// Recipes the site's theme leaves to the code that uses them (app/client/shell/theme.ts).
import { textareaRecipe } from '@chakra-ui/react/theme';
import { observer } from 'mobx-react-lite';
import type { IconType } from 'react-icons';
import { LuCircleAlert, LuCircleCheck, LuClock, LuHeadphones, LuMail, LuMessageSquareText } from 'react-icons/lu';
import { useService } from '@kernel/client/react';
import { SessionStore } from '@kernel/client/session-store';
import { Notifier } from '@kernel/client/ui-store';
import { FormField } from '@kernel/client/views/FormField';
import { ContentCard, PageContainer } from '@kernel/client/views/PageContainer';
import { FeedbackApi } from '../api';
import {
  clip,
  FeedbackLimits,
  FeedbackMessages,
  prefillName,
  validateContact,
  validateDescription,
  validateFeedback,
  validateName,
  wordCount,
  type FeedbackField,
} from '../validation';

const HOTLINE = '400-860-2026';
const EMAIL = 'service@zaojiazhibiao.cn';

type Values = Record<FeedbackField, string>;

const VALIDATORS: Record<FeedbackField, (value: string) => string | null> = {
  description: validateDescription,
  name: validateName,
  mobile: validateContact,
};

const LIMITS: Record<FeedbackField, number> = {
  description: FeedbackLimits.description,
  name: FeedbackLimits.name,
  mobile: FeedbackLimits.contact,
};

/** /feedback (意见反馈): the page form; fields are checked when they lose focus. */
const FeedbackPage = observer(function FeedbackPage() {
  const session = useService<SessionStore>(SessionStore);
  const [round, setRound] = useState(0);
  const [sent, setSent] = useState(false);
  return (
    <PageContainer breadcrumb={[{ label: '意见反馈' }]} title="意见反馈">
      <Grid templateColumns="1fr 340px" gap="5" alignItems="start">
        <ContentCard px="10" py="8">
          {sent ? (
            <Thanks
              onAgain={() => {
                setSent(false);
                setRound((r) => r + 1);
              }}
            />
          ) : (
            <FeedbackPageForm key={round} defaultName={prefillName(session.user?.fullName)} onSent={() => setSent(true)} />
          )}
        </ContentCard>
        <Aside />
      </Grid>
    </PageContainer>
  );
});

export default FeedbackPage;

function FeedbackPageForm({ defaultName, onSent }: { defaultName: string; onSent: () => void }) {
  const api = useService<FeedbackApi>(FeedbackApi);
  const notifier = useService<Notifier>(Notifier);
  const [values, setValues] = useState<Values>({ description: '', name: defaultName, mobile: '' });
  const [errors, setErrors] = useState<Partial<Record<FeedbackField, string>>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  const change = (field: FeedbackField, raw: string) => {
    const value = clip(raw, LIMITS[field]);
    setValues((v) => ({ ...v, [field]: value }));
    // A field showing an error is checked again as it is corrected.
    if (errors[field]) setErrors((e) => ({ ...e, [field]: VALIDATORS[field](value) ?? undefined }));
  };
  const blur = (field: FeedbackField) => setErrors((e) => ({ ...e, [field]: VALIDATORS[field](values[field]) ?? undefined }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const check = validateFeedback(values);
    setErrors(check.fields);
    if (check.first) return;
    setBusy(true);
    setFailure('');
    try {
      await api.submit(values);
      notifier.notify(FeedbackMessages.success, 'success');
      onSent();
    } catch (error) {
      notifier.notify(FeedbackMessages.failure, 'error');
      setFailure(error instanceof Error && error.message ? error.message : FeedbackMessages.failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="意见反馈">
      <Text fontSize="14px" color="gray.600" mb="6" lineHeight="1.8">
        您在使用中遇到的数据问题、功能缺陷，或对栏目与服务的任何建议，都可以在这里告诉我们。每一条反馈都会由专人跟进处理。
      </Text>
      <Stack gap="5">
        <FormField label="问题或意见" required error={errors.description} reserveMessage aside={wordCount(values.description)}>
          <Textarea
            recipe={textareaRecipe}
            name="description"
            placeholder="请输入您的问题或意见"
            value={values.description}
            maxLength={FeedbackLimits.description}
            onChange={(e) => change('description', e.currentTarget.value)}
            onBlur={() => blur('description')}
            rows={7}
            resize="vertical"
            fontSize="14px"
          />
        </FormField>
        <Grid templateColumns="1fr 1fr" gap="5">
          <FormField label={<Optional label="用户名" />} error={errors.name}>
            <Input
              name="name"
              placeholder="请输入用户名"
              value={values.name}
              maxLength={FeedbackLimits.name}
              onChange={(e) => change('name', e.currentTarget.value)}
              onBlur={() => blur('name')}
              fontSize="14px"
            />
          </FormField>
          <FormField label={<Optional label="联系方式" />} error={errors.mobile}>
            <Input
              name="mobile"
              placeholder="请输入手机号、QQ号或邮箱"
              value={values.mobile}
              maxLength={FeedbackLimits.contact}
              onChange={(e) => change('mobile', e.currentTarget.value)}
              onBlur={() => blur('mobile')}
              fontSize="14px"
            />
          </FormField>
        </Grid>
        {failure ? (
          <Text role="alert" fontSize="13px" color="red.600" display="flex" alignItems="center" gap="1.5">
            <LuCircleAlert aria-hidden="true" />
            {failure}
          </Text>
        ) : null}
        <Flex gap="3" align="center">
          <Button type="submit" colorPalette="brand" h="42px" px="10" fontSize="15px" loading={busy}>
            提交反馈
          </Button>
          <Text fontSize="12px" color="gray.500">
            留下联系方式，便于我们及时回复处理结果
          </Text>
        </Flex>
      </Stack>
    </form>
  );
}

/** A label with （选填）. */
function Optional({ label }: { label: string }) {
  return (
    <>
      {label}
      <Text as="span" color="gray.400" fontWeight="400" fontSize="12px">
        （选填）
      </Text>
    </>
  );
}

function Thanks({ onAgain }: { onAgain: () => void }) {
  return (
    <Flex direction="column" align="center" textAlign="center" py="10">
      <Flex w="72px" h="72px" borderRadius="full" bg="green.50" color="green.500" align="center" justify="center" fontSize="36px" mb="5">
        <LuCircleCheck aria-hidden="true" />
      </Flex>
      <Heading as="h2" fontSize="20px" fontWeight="600" color="gray.800" mb="2">
        感谢您的反馈
      </Heading>
      <Text fontSize="14px" color="gray.600" mb="7">
        我们已收到您的问题或意见，将在 1 个工作日内处理；如您留下了联系方式，我们会及时与您联系。
      </Text>
      <Button variant="outline" colorPalette="brand" onClick={onAgain}>
        继续反馈
      </Button>
    </Flex>
  );
}

function Aside() {
  const items: { icon: IconType; label: string; value: string }[] = [
    { icon: LuHeadphones, label: '客服热线', value: HOTLINE },
    { icon: LuMail, label: '客服邮箱', value: EMAIL },
    { icon: LuClock, label: '服务时间', value: '工作日 9:00-18:00' },
  ];
  return (
    <Box as="aside" aria-label="其他联系方式">
      <ContentCard px="6" py="6">
        <Flex align="center" gap="2.5" mb="4">
          <Box w="4px" h="16px" bg="brand.600" borderRadius="2px" />
          <Heading as="h2" fontSize="16px" fontWeight="600" color="page.fg">
            其他联系方式
          </Heading>
        </Flex>
        <Stack gap="4">
          {items.map(({ icon: Icon, label, value }) => (
            <Flex key={label} gap="3" align="center">
              <Flex w="38px" h="38px" flexShrink={0} borderRadius="8px" bg="brand.50" color="brand.600" align="center" justify="center" fontSize="17px">
                <Icon aria-hidden="true" />
              </Flex>
              <Box minW="0">
                <Text fontSize="12px" color="gray.500">
                  {label}
                </Text>
                <Text fontSize="14px" fontWeight="600" color="gray.800" wordBreak="break-all">
                  {value}
                </Text>
              </Box>
            </Flex>
          ))}
        </Stack>
      </ContentCard>
      <ContentCard px="6" py="6" mt="4">
        <Flex align="center" gap="2" mb="3" color="brand.700" fontWeight="600" fontSize="15px">
          <LuMessageSquareText aria-hidden="true" />
          反馈处理流程
        </Flex>
        <Stack as="ol" gap="2" fontSize="13px" color="gray.600" ps="4" m="0">
          <li>提交问题或意见</li>
          <li>专人核实与分派（1 个工作日内）</li>
          <li>处理完成后通过您留下的方式回复</li>
        </Stack>
      </ContentCard>
    </Box>
  );
}
