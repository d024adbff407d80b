import type { FormEvent } from 'react';
import { Box, Button, CloseButton, Dialog, Flex, Image, Input, Portal, Spinner, Stack, Text, chakra } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuRotateCw } from 'react-icons/lu';
import { useService } from '@kernel/client/react';
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

/** 安全验证: the captcha image (click to refresh), the answer, 确定. Closing answers null. */
export const CaptchaDialog = observer(function CaptchaDialog() {
  const captcha = useService<CaptchaStore>(CaptchaStore);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void captcha.submit();
  };

  return (
    <Dialog.Root
      open={captcha.open}
      onOpenChange={(e) => {
        if (!e.open) captcha.dismiss();
      }}
      placement="center"
      closeOnInteractOutside={false}
      initialFocusEl={() => document.getElementById('captcha-answer')}
    >
      <Portal>
        <Dialog.Backdrop zIndex="calc(var(--chakra-z-index-popover) + 50)" />
        <Dialog.Positioner zIndex="calc(var(--chakra-z-index-popover) + 50)">
          <Dialog.Content w="400px" maxW="calc(100vw - 32px)" borderRadius="10px">
            <Dialog.Header borderBottomWidth="1px" borderColor="page.border" py="4">
              <Dialog.Title fontSize="17px">安全验证</Dialog.Title>
            </Dialog.Header>
            <form onSubmit={submit} noValidate>
              <Dialog.Body py="5">
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
                </Stack>
              </Dialog.Body>
              <Dialog.Footer pt="0" pb="5">
                <Button type="submit" colorPalette="brand" w="full" h="42px" loading={captcha.busy}>
                  确定
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild top="3" insetEnd="3">
              <CloseButton size="sm" aria-label="关闭" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
});

export default CaptchaDialog;
