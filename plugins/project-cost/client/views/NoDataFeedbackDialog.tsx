import { useEffect, useMemo, useState } from 'react';
import { Box, Button, Field, Flex, Input, Stack, Text, Textarea } from '@chakra-ui/react';
// Recipes the site's theme leaves to the code that uses them (app/client/shell/theme.ts).
import { textareaRecipe } from '@chakra-ui/react/theme';
import { observer } from 'mobx-react-lite';
import { LuMessageSquareText } from 'react-icons/lu';
import { useService } from '@kernel/client/react';
import type { DialogProps } from '@kernel/client/dialogs';
import { DialogShell } from '@kernel/client/views/DialogShell';
import { FormField } from '@kernel/client/views/FormField';
import { RegionSelector } from '@kernel/client/views/RegionSelector';
import { RegionDirectory } from '@plugins/cost-data/shared/region-directory';
import {
  validateContactDescription,
  validateContactName,
  validateContactPhone,
  type ContactField,
} from '../../shared/contact-rules';
import { CONTACT_DESCRIPTION_MAX, CONTACT_NAME_MAX, CONTACT_PHONE_MAX, KEYWORD_MAX } from '../../shared/contract';
import { ProjectCostListStore, type NoDataFeedbackValues } from '../tokens';

type Errors = Partial<Record<ContactField, string>>;

const validators: Partial<Record<keyof NoDataFeedbackValues, (v: string) => string | null>> = {
  description: validateContactDescription,
  name: validateContactName,
  phone: validateContactPhone,
};

/**
 * 数据反馈 (dialog 'project-cost.noDataFeedback'): what data the member is missing, the keyword
 * and region searched, and a contact. Validation fires on blur and on submit. Closing it, in any
 * way, clears the keyword and refreshes the search (the store closes the dialog).
 */
const NoDataFeedbackDialog = observer(function NoDataFeedbackDialog(_: DialogProps<'project-cost.noDataFeedback'>) {
  const store = useService<ProjectCostListStore>(ProjectCostListStore);
  const directory = useService<RegionDirectory>(RegionDirectory);
  const [values, setValues] = useState<NoDataFeedbackValues>(() => store.feedbackDefaults());
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void directory.ensureLoaded();
    void store.loadRegions();
  }, [directory, store]);

  const regions = useMemo(
    () => directory.projectCostRegions(store.allowedAreaIds),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [directory.regions, store.allowedAreaIds],
  );

  const set = (field: keyof NoDataFeedbackValues, value: string | number) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field as ContactField] && typeof value === 'string') {
      const problem = validators[field]?.(value) ?? null;
      if (!problem) setErrors((e) => ({ ...e, [field]: undefined }));
    }
  };
  const blur = (field: keyof NoDataFeedbackValues) => {
    const check = validators[field];
    if (!check) return;
    const problem = check(String(values[field]));
    setErrors((e) => ({ ...e, [field]: problem ?? undefined }));
  };

  const close = () => {
    if (!busy) void store.closeNoDataFeedback();
  };

  const submit = async () => {
    if (busy) return;
    setFailure('');
    setBusy(true);
    const result = await store.submitNoDataFeedback(values);
    setBusy(false);
    if (!result.ok) {
      if (result.errors) setErrors(result.errors.fields);
      else setFailure(result.message);
    }
  };

  return (
    <DialogShell
      title="数据反馈"
      icon={<LuMessageSquareText />}
      onClose={close}
      width="560px"
      modal
      onSubmit={() => void submit()}
      footer={
        <>
          <Button variant="outline" size="sm" px="5" onClick={close} disabled={busy}>
            取消
          </Button>
          <Button type="submit" colorPalette="brand" size="sm" px="6" loading={busy} loadingText="提交中">
            提交
          </Button>
        </>
      }
    >
      <Text fontSize="13px" color="page.muted" mb="4">
        没有找到需要的项目造价指标？请告诉我们您需要的数据，我们会优先补充并及时与您联系。
      </Text>
      <Stack gap="4">
        <FormField label="需要的数据" required error={errors.description} aside={`${values.description.length}/${CONTACT_DESCRIPTION_MAX}`}>
          <Textarea
            recipe={textareaRecipe}
            name="description"
            placeholder="例如：2024年深圳市医院类项目的单方造价及专业造价构成"
            value={values.description}
            maxLength={CONTACT_DESCRIPTION_MAX}
            onChange={(e) => set('description', e.currentTarget.value)}
            onBlur={() => blur('description')}
            rows={4}
            resize="none"
            fontSize="14px"
          />
        </FormField>
        <Flex gap="4">
          <FormField label="检索关键词" flex="1">
            <Input
              name="keyword"
              placeholder="您检索的关键词"
              value={values.keyword}
              maxLength={KEYWORD_MAX}
              onChange={(e) => set('keyword', e.currentTarget.value)}
              fontSize="14px"
            />
          </FormField>
          <Field.Root flex="0 0 auto" w="auto">
            <Field.Label fontSize="14px" id="pc-feedback-region-label">
              地区
            </Field.Label>
            <Box aria-labelledby="pc-feedback-region-label" role="group">
              <RegionSelector regions={regions} value={values.areaId} onChange={(id) => set('areaId', id)} label="地区" />
            </Box>
          </Field.Root>
        </Flex>
        <Flex gap="4">
          <FormField label="您的称呼" flex="1" error={errors.name}>
            <Input
              name="name"
              placeholder="请输入用户名"
              value={values.name}
              maxLength={CONTACT_NAME_MAX}
              onChange={(e) => set('name', e.currentTarget.value)}
              onBlur={() => blur('name')}
              fontSize="14px"
            />
          </FormField>
          <FormField label="联系方式" flex="1.4" required error={errors.phone}>
            <Input
              name="phone"
              placeholder="请输入手机号、QQ号或邮箱"
              value={values.phone}
              maxLength={CONTACT_PHONE_MAX}
              onChange={(e) => set('phone', e.currentTarget.value)}
              onBlur={() => blur('phone')}
              fontSize="14px"
            />
          </FormField>
        </Flex>
        {failure ? (
          <Text role="alert" fontSize="13px" color="red.600" bg="red.50" px="3" py="2" borderRadius="6px">
            {failure}
          </Text>
        ) : null}
      </Stack>
    </DialogShell>
  );
});

export default NoDataFeedbackDialog;
