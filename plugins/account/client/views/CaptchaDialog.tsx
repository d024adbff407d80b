import { Box, Button, Flex, Image, Input, Spinner, Stack, Text, chakra } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuRotateCw } from 'react-icons/lu';
import type { DialogProps } from '@kernel/client/dialogs';
import { useService } from '@kernel/client/react';
import { DialogShell } from '@kernel/client/views/DialogShell';
import { CaptchaStore } from '../captcha-store';
import { FormMessage } from './LoginFormParts';

const ImageButton = chakra('button', {
  base: {
    position: 'relative',
    w: '150px',
    h: '50px',
    borderWidth: '1px',
    borderColor: 'gray.200',
    borderRadius: '6px',
    overflow: 'hidden',
    bg: 'gray.50',
    cursor: 'pointer',
    flexShrink: 0,
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '1px' },
  },
});

/**
 * 安全验证 (`account.captcha`, rendered by the kernel's DialogHost while open): the captcha image
 * (click to refresh), the answer, 确定. Closing it (Escape, the close icon) answers null.
 */
export const CaptchaDialog = observer(function CaptchaDialog({ onClose }: DialogProps<'account.captcha'>) {
  const captcha = useService<CaptchaStore>(CaptchaStore);
  const submit = () => void captcha.submit();

  return (
    // Above the login dialog (and the multi-login dialogs) that asked for it.
    <DialogShell
      onClose={onClose}
      title="安全验证"
      width="400px"
      contentProps={{ maxW: 'calc(100vw - 32px)' }}
      zIndex="calc(var(--chakra-z-index-popover) + 50)"
      modal
      onSubmit={submit}
    >
      <Stack gap="3">
        <Text fontSize="13px" color="gray.600">
          请输入图中的字符，看不清可点击图片换一张
        </Text>
        <Flex gap="3" align="center">
          <ImageButton type="button" aria-label="换一张验证图片" onClick={() => void captcha.refresh()}>
            {captcha.image ? <Image src={captcha.image} alt="验证码图片" w="full" h="full" objectFit="contain" draggable={false} /> : null}
            {captcha.loadingImage ? (
              <Flex position="absolute" inset="0" align="center" justify="center" bg="rgba(255,255,255,0.6)">
                <Spinner size="sm" color="brand.500" />
              </Flex>
            ) : null}
          </ImageButton>
          <Button type="button" variant="ghost" size="sm" color="gray.600" onClick={() => void captcha.refresh()}>
            <LuRotateCw aria-hidden="true" />
            换一张
          </Button>
        </Flex>
        <Input
          id="captcha-answer"
          data-autofocus
          h="42px"
          fontSize="14px"
          aria-label="验证码"
          placeholder="请输入验证码"
          autoComplete="off"
          value={captcha.answer}
          onChange={(e) => captcha.setAnswer(e.currentTarget.value)}
        />
        <Box mt="-1">
          <FormMessage error={captcha.error} />
        </Box>
        <Button type="submit" colorPalette="brand" w="full" h="42px" mt="2" loading={captcha.busy}>
          确定
        </Button>
      </Stack>
    </DialogShell>
  );
});

export default CaptchaDialog;
