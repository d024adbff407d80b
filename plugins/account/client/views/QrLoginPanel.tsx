import { useEffect } from 'react';
import { Box, Button, Flex, Spinner, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { QRCodeSVG } from 'qrcode.react';
import { LuCircleCheck, LuQrCode, LuRotateCw } from 'react-icons/lu';
import { useService } from '@kernel/client/react';
import { AccountStore } from '../account-store';

const corner = { position: 'absolute', w: '22px', h: '22px', borderColor: 'brand.600' } as const;

/**
 * 扫码登录: the QR code of the mobile confirmation page, polled every 2 s while the tab is open
 * (the tab unmounts when left or when the dialog closes, which stops the polling); 已扫码 once the
 * phone opened it; an overlay with 二维码已失效 and 刷新 when it expired.
 */
export const QrLoginPanel = observer(function QrLoginPanel() {
  const store = useService<AccountStore>(AccountStore);
  useEffect(() => {
    store.startQr();
    return () => store.stopQr();
  }, [store]);
  const { status, url, error } = store.qr;
  const scanned = status === 'scanned' || status === 'confirming';
  const covered = status === 'expired' || status === 'error';

  return (
    <Flex direction="column" align="center" pt="2">
      <Box position="relative" w="188px" h="188px" p="3" mb="5">
        <Box {...corner} top="0" left="0" borderTopWidth="3px" borderLeftWidth="3px" borderTopLeftRadius="6px" />
        <Box {...corner} top="0" right="0" borderTopWidth="3px" borderRightWidth="3px" borderTopRightRadius="6px" />
        <Box {...corner} bottom="0" left="0" borderBottomWidth="3px" borderLeftWidth="3px" borderBottomLeftRadius="6px" />
        <Box {...corner} bottom="0" right="0" borderBottomWidth="3px" borderRightWidth="3px" borderBottomRightRadius="6px" />
        <Flex w="full" h="full" bg="gray.50" borderRadius="4px" align="center" justify="center" position="relative" overflow="hidden">
          {url ? (
            <Box role="img" aria-label="登录二维码" data-qr-url={url} lineHeight="0" filter={scanned || covered ? 'blur(2px)' : undefined} opacity={scanned || covered ? 0.35 : 1}>
              <QRCodeSVG value={url} size={164} level="M" marginSize={0} fgColor="#0b2c63" />
            </Box>
          ) : status === 'loading' || status === 'idle' ? (
            <Spinner color="brand.500" aria-label="二维码加载中" />
          ) : (
            <Box color="gray.300" fontSize="96px" aria-hidden="true">
              <LuQrCode />
            </Box>
          )}
          {scanned ? (
            <Flex position="absolute" inset="0" direction="column" align="center" justify="center" gap="2" color="green.600" role="status">
              <Box fontSize="40px">
                <LuCircleCheck aria-hidden="true" />
              </Box>
              <Text fontSize="14px" fontWeight="600">
                已扫码
              </Text>
            </Flex>
          ) : null}
          {covered ? (
            <Flex position="absolute" inset="0" direction="column" align="center" justify="center" gap="3" bg="rgba(255,255,255,0.88)" role="alert">
              <Text fontSize="14px" fontWeight="600" color="gray.800" textAlign="center" px="2">
                {status === 'expired' ? '二维码已失效' : error}
              </Text>
              <Button size="sm" colorPalette="brand" onClick={store.startQr}>
                <LuRotateCw aria-hidden="true" />
                刷新
              </Button>
            </Flex>
          ) : null}
        </Flex>
      </Box>
      <Text fontSize="15px" fontWeight="500" color="gray.800" mb="1.5">
        请使用手机扫码登录
      </Text>
      <Text fontSize="13px" color={scanned ? 'green.600' : 'gray.500'} textAlign="center" lineHeight="1.8">
        {scanned ? '扫码成功，请在手机上点击确认登录' : '用已登录造价指标网的手机浏览器扫描二维码，并在手机上确认登录'}
      </Text>
    </Flex>
  );
});
