import { useState, type FormEvent } from 'react';
import { Button, CloseButton, Dialog, Field, Flex, Input, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useService } from '@kernel/client/react';
import { SessionStore } from '@kernel/client/session-store';
import { Notifier } from '@kernel/client/ui-store';
import { FeedbackApi } from '../api';
import { clip, dialogToInput, FeedbackLimits, FeedbackMessages, prefillName, validateDescription, wordCount } from '../validation';

/**
 * The header feedback dialog (意见反馈), opened through the session flag `showFeedback` (the side
 * widget's button, the contact page). 操作成功 closes it; 操作失败 keeps it open with the input.
 */
export const FeedbackDialog = observer(function FeedbackDialog() {
  const session = useService<SessionStore>(SessionStore);
  const open = session.showFeedback;
  const close = () => session.setFlag('showFeedback', false);
  return (
    <Dialog.Root open={open} onOpenChange={(e) => (e.open ? undefined : close())} placement="center" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content w="520px" maxW="520px" borderRadius="10px">
            <Dialog.Header borderBottomWidth="1px" borderColor="page.border" py="4">
              <Dialog.Title fontSize="17px">意见反馈</Dialog.Title>
            </Dialog.Header>
            <FeedbackDialogForm defaultName={prefillName(session.user?.fullName)} onDone={close} />
            <Dialog.CloseTrigger asChild top="3" insetEnd="3">
              <CloseButton size="sm" aria-label="关闭" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
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
    <form onSubmit={submit} noValidate aria-label="意见反馈">
      <Dialog.Body py="5">
        <Stack gap="4">
          <Field.Root invalid={!!error}>
            <Field.Label fontSize="14px">问题或意见</Field.Label>
            <Textarea
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
            <Flex w="full" justify="space-between">
              <Field.ErrorText fontSize="12px">{error}</Field.ErrorText>
              <Text fontSize="12px" color="page.muted" ms="auto" aria-live="polite" aria-label={`已输入${desc.length}字，最多${FeedbackLimits.description}字`}>
                {wordCount(desc)}
              </Text>
            </Flex>
          </Field.Root>
          <Field.Root>
            <Field.Label fontSize="14px">您的称呼</Field.Label>
            <Input
              name="username"
              placeholder="请输入用户名"
              value={username}
              maxLength={FeedbackLimits.name}
              onChange={(e) => setUsername(clip(e.currentTarget.value, FeedbackLimits.name))}
              fontSize="14px"
            />
          </Field.Root>
          <Field.Root>
            <Field.Label fontSize="14px">联系方式</Field.Label>
            <Input
              name="telPhone"
              placeholder="请输入手机号、QQ号或邮箱"
              value={telPhone}
              maxLength={FeedbackLimits.contact}
              onChange={(e) => setTelPhone(clip(e.currentTarget.value, FeedbackLimits.contact))}
              fontSize="14px"
            />
            <Field.HelperText fontSize="12px">留下联系方式，便于我们及时回复处理结果</Field.HelperText>
          </Field.Root>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer borderTopWidth="1px" borderColor="page.border" py="3">
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" size="sm" px="5">
            取消
          </Button>
        </Dialog.ActionTrigger>
        <Button type="submit" colorPalette="brand" size="sm" px="6" loading={busy}>
          提交
        </Button>
      </Dialog.Footer>
    </form>
  );
}
