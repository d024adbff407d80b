import { useEffect, useState, type FormEvent } from 'react';
import { Button, CloseButton, Dialog, Field, Flex, Input, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { HttpClient } from '@kernel/client/http-client';
import { useService } from '@kernel/client/react';
import { SessionStore } from '@kernel/client/session-store';
import { Notifier } from '@kernel/client/ui-store';

export const FEEDBACK_URL = '/pb/behavior/addFeedback';
export const FEEDBACK_LIMITS = { description: 500, name: 20, contact: 50 } as const;

/**
 * The header feedback dialog (意见反馈), opened through the session flag `showFeedback` so that any
 * part of the site can open it. Submits `{description, mobile, name, srcType: '3'}`.
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
            <FeedbackForm defaultName={session.user?.fullName ?? ''} onDone={close} />
            <Dialog.CloseTrigger asChild top="3" insetEnd="3">
              <CloseButton size="sm" aria-label="关闭" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
});

function FeedbackForm({ defaultName, onDone }: { defaultName: string; onDone: () => void }) {
  const http = useService<HttpClient>(HttpClient);
  const notifier = useService<Notifier>(Notifier);
  const [description, setDescription] = useState('');
  const [name, setName] = useState(defaultName.slice(0, FEEDBACK_LIMITS.name));
  const [contact, setContact] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (description.trim()) setError('');
  }, [description]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!description.trim()) {
      setError('请输入您的问题或意见');
      return;
    }
    setBusy(true);
    try {
      await http.post(
        FEEDBACK_URL,
        { description: description.trim(), mobile: contact.trim(), name: name.trim(), srcType: '3' },
        { silent: true },
      );
      notifier.notify('操作成功', 'success');
      onDone();
    } catch {
      notifier.notify('操作失败', 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Dialog.Body py="5">
        <Stack gap="4">
          <Field.Root invalid={!!error}>
            <Field.Label fontSize="14px">问题或意见</Field.Label>
            <Textarea
              placeholder="请输入您的问题或意见"
              value={description}
              maxLength={FEEDBACK_LIMITS.description}
              onChange={(e) => setDescription(e.currentTarget.value.slice(0, FEEDBACK_LIMITS.description))}
              rows={5}
              resize="none"
              fontSize="14px"
            />
            <Flex w="full" justify="space-between">
              <Field.ErrorText fontSize="12px">{error}</Field.ErrorText>
              <Text fontSize="12px" color="page.muted" ms="auto" aria-live="polite">
                {description.length}/{FEEDBACK_LIMITS.description}
              </Text>
            </Flex>
          </Field.Root>
          <Field.Root>
            <Field.Label fontSize="14px">您的称呼</Field.Label>
            <Input
              placeholder="请输入用户名"
              value={name}
              maxLength={FEEDBACK_LIMITS.name}
              onChange={(e) => setName(e.currentTarget.value)}
              fontSize="14px"
            />
          </Field.Root>
          <Field.Root>
            <Field.Label fontSize="14px">联系方式</Field.Label>
            <Input
              placeholder="请输入手机号、QQ号或邮箱"
              value={contact}
              maxLength={FEEDBACK_LIMITS.contact}
              onChange={(e) => setContact(e.currentTarget.value)}
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
