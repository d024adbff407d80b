import { useState } from 'react';
import { Box, Button, Flex, Input, RadioGroup, Stack, Text } from '@chakra-ui/react';
// The radio group's recipe loads with this dialog, not with the site's theme (app/client/shell/theme.ts).
import { radioGroupSlotRecipe } from '@chakra-ui/react/theme';
import { LuReceipt } from 'react-icons/lu';
import type { DialogProps } from '@kernel/client/dialogs';
import { useService } from '@kernel/client/react';
import { DialogCloseAction, DialogShell } from '@kernel/client/views/DialogShell';
import { FormField } from '@kernel/client/views/FormField';
import { INVOICE_EMAIL_MAX, INVOICE_TITLE_MAX } from '../../shared/contract';
import { checkInvoice, invoiceRequest, type InvoiceErrors, type InvoiceForm } from '../invoice-rules';
import { MyOrdersStore } from '../tokens';

const TYPES = [
  { value: 'personal', label: '个人' },
  { value: 'company', label: '企业' },
] as const;

/** 申请发票 for a 已开通 order: 个人 or 企业, the title, the tax number of a company, the e-mail the invoice goes to. */
export default function InvoiceDialog({ props, onClose }: DialogProps<'orders.invoice'>) {
  const store = useService<MyOrdersStore>(MyOrdersStore);
  const [form, setForm] = useState<InvoiceForm>({ titleType: 'personal', title: '', taxNo: '', email: '' });
  const [errors, setErrors] = useState<InvoiceErrors>({});
  const [failure, setFailure] = useState('');
  const [saving, setSaving] = useState(false);
  const company = form.titleType === 'company';

  const change = (field: keyof InvoiceForm, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    if (field !== 'titleType') setErrors((e) => ({ ...e, [field]: undefined }));
    setFailure('');
  };

  const submit = async () => {
    const found = checkInvoice(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    const result = await store.requestInvoice(invoiceRequest(props.orderNo, form));
    setSaving(false);
    if (result.ok) onClose();
    else setFailure(result.error);
  };

  return (
    <DialogShell
      title="申请发票"
      icon={<LuReceipt />}
      description="增值税电子普通发票，开具后发送至您填写的邮箱"
      onClose={onClose}
      onSubmit={() => void submit()}
      modal
      width="500px"
      footer={
        <>
          <DialogCloseAction asChild>
            <Button variant="outline">取消</Button>
          </DialogCloseAction>
          <Button type="submit" colorPalette="brand" loading={saving} loadingText="提交中">
            提交申请
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Flex bg="gray.50" borderRadius="8px" px="4" py="3" fontSize="13px" color="gray.600" justify="space-between" gap="3">
          <Box minW="0">
            <Text color="gray.800" fontWeight="600" truncate>
              {props.planName}
            </Text>
            <Text fontVariantNumeric="tabular-nums" mt="0.5">
              订单号 {props.orderNo}
            </Text>
          </Box>
          <Box textAlign="right" flexShrink={0}>
            <Text>发票金额</Text>
            <Text color="gray.800" fontWeight="600" fontVariantNumeric="tabular-nums">
              ¥{props.amount}
            </Text>
          </Box>
        </Flex>
        <FormField label="抬头类型" required orientation="horizontal" labelWidth="80px">
          <RadioGroup.Root
            recipe={radioGroupSlotRecipe}
            size="sm"
            colorPalette="brand"
            name="titleType"
            value={form.titleType}
            onValueChange={(e) => change('titleType', e.value ?? 'personal')}
            aria-label="抬头类型"
            mt="2"
          >
            <Flex gap="6">
              {TYPES.map((t) => (
                <RadioGroup.Item key={t.value} value={t.value} cursor="pointer">
                  <RadioGroup.ItemHiddenInput {...(form.titleType === t.value ? { 'data-autofocus': '' } : {})} />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText fontSize="14px">{t.label}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Flex>
          </RadioGroup.Root>
        </FormField>
        <FormField label={company ? '企业名称' : '个人姓名'} required error={errors.title} orientation="horizontal" labelWidth="80px">
          <Input
            name="title"
            value={form.title}
            maxLength={INVOICE_TITLE_MAX}
            placeholder={company ? '请填写与营业执照一致的企业全称' : '请填写发票抬头（个人姓名）'}
            onChange={(e) => change('title', e.target.value)}
          />
        </FormField>
        {company ? (
          <FormField label="税号" required error={errors.taxNo} hint="纳税人识别号，即18位统一社会信用代码" orientation="horizontal" labelWidth="80px">
            <Input
              name="taxNo"
              value={form.taxNo}
              maxLength={18}
              placeholder="如 91110108MA01XXXXXX"
              textTransform="uppercase"
              onChange={(e) => change('taxNo', e.target.value)}
            />
          </FormField>
        ) : null}
        <FormField label="接收邮箱" required error={errors.email} orientation="horizontal" labelWidth="80px">
          <Input
            name="email"
            type="email"
            value={form.email}
            maxLength={INVOICE_EMAIL_MAX}
            placeholder="电子发票将发送至该邮箱"
            onChange={(e) => change('email', e.target.value)}
          />
        </FormField>
        {failure ? (
          <Text role="alert" fontSize="13px" color="red.600">
            {failure}
          </Text>
        ) : null}
        <Text fontSize="12px" color="gray.500" lineHeight="1.7">
          每个订单可申请一次，提交后不可修改，请核对抬头与税号。财务将在5个工作日内开具。
        </Text>
      </Stack>
    </DialogShell>
  );
}
