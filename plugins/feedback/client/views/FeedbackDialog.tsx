import { useState } from 'react';
import { Button, Input, Stack, Textarea } from '@chakra-ui/react';
// Recipes the site's theme leaves to the code that uses them (app/client/shell/theme.ts).
import { textareaRecipe } from '@chakra-ui/react/theme';
import { observer } from 'mobx-react-lite';
import type { DialogProps } from '@kernel/client/dialogs';
import { useService } from '@kernel/client/react';
import { SessionStore } from '@kernel/client/session-store';
import { Notifier } from '@kernel/client/ui-store';
import { DialogCloseAction, DialogShell } from '@kernel/client/views/DialogShell';
import { FormField } from '@kernel/client/views/FormField';
import { FeedbackApi } from '../api';
import { clip, dialogToInput, FeedbackLimits, FeedbackMessages, prefillName, validateDescription, wordCount } from '../validation';

/**
 * The header feedback dialog (意见反馈, `feedback.form`), opened through the DialogService (the side
 * widget's button, the contact page). 操作成功 closes it; 操作失败 keeps it open with the input.
 */
export const FeedbackDialog = observer(function FeedbackDialog({ onClose }: DialogProps<'feedback.form'>) {
  const session = useService<SessionStore>(SessionStore);
  return <FeedbackDialogForm defaultName={prefillName(session.user?.fullName)} onDone={onClose} />;
});

export default FeedbackDialog;

function FeedbackDialogForm({ defaultName, onDone }: { defaultName: string; onDone: () => void }) {
  const api = useService<FeedbackApi>(FeedbackApi);
  const notifier = useService<Notifier>(Notifier);
  const [desc, setDesc] = useState('');
  const [username, setUsername] = useState(defaultName);
  const [telPhone, setTelPhone] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (busy) return;
    const problem = validateDescription(desc);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    try {
      await api.submit(dialogToInput({ desc, username, telPhone }));
      notifier.notify(FeedbackMessages.success, 'success');
      onDone();
    } catch {
      notifier.notify(FeedbackMessages.failure, 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogShell
      title="意见反馈"
      onClose={onDone}
      width="520px"
      onSubmit={() => void submit()}
      footer={
        <>
          <DialogCloseAction asChild>
            <Button variant="outline" size="sm" px="5">
              取消
            </Button>
          </DialogCloseAction>
          <Button type="submit" colorPalette="brand" size="sm" px="6" loading={busy}>
            提交
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <FormField
          label="问题或意见"
          error={error}
          aside={
            <span aria-live="polite" aria-label={`已输入${desc.length}字，最多${FeedbackLimits.description}字`}>
              {wordCount(desc)}
            </span>
          }
        >
          <Textarea
            recipe={textareaRecipe}
            name="desc"
            placeholder="请输入您的问题或意见"
            value={desc}
            maxLength={FeedbackLimits.description}
            onChange={(e) => {
              const next = clip(e.currentTarget.value, FeedbackLimits.description);
              setDesc(next);
              if (error && !validateDescription(next)) setError('');
            }}
            rows={5}
            resize="none"
            fontSize="14px"
          />
        </FormField>
        <FormField label="您的称呼">
          <Input
            name="username"
            placeholder="请输入用户名"
            value={username}
            maxLength={FeedbackLimits.name}
            onChange={(e) => setUsername(clip(e.currentTarget.value, FeedbackLimits.name))}
            fontSize="14px"
          />
        </FormField>
        <FormField label="联系方式" hint="留下联系方式，便于我们及时回复处理结果">
          <Input
            name="telPhone"
            placeholder="请输入手机号、QQ号或邮箱"
            value={telPhone}
            maxLength={FeedbackLimits.contact}
            onChange={(e) => setTelPhone(clip(e.currentTarget.value, FeedbackLimits.contact))}
            fontSize="14px"
          />
        </FormField>
      </Stack>
    </DialogShell>
  );
}
