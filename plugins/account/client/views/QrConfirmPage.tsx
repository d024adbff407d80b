import { useEffect, useState } from 'react';
import { Box, Button, Flex, Portal, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuCircleCheck, LuCircleX, LuMonitor, LuTriangleAlert } from 'react-icons/lu';
import { useSearch } from 'wouter';
import { useService } from '@kernel/client/react';
import { SessionStore } from '@kernel/client/session-store';
import { AccountApi } from '../account-api';
import { messageOf } from '../login-errors';
import { useMobileShell } from './mobile-shell';

type Phase = 'checking' | 'ready' | 'confirming' | 'confirmed' | 'cancelled' | 'expired' | 'invalid' | 'error';

/**
 * 扫码登录确认 (/m/qr-confirm?uuid=…): the page the desktop's QR code points at, opened on a phone
 * where the member is logged in. It shows which account will be logged in on the computer and
 * confirms (POST confirmQrcode {uuid}) or cancels. A full-screen, mobile-sized card over the shell.
 */
export const QrConfirmPage = observer(function QrConfirmPage() {
  const session = useService<SessionStore>(SessionStore);
  const api = useService<AccountApi>(AccountApi);
  const uuid = new URLSearchParams(useSearch()).get('uuid') ?? '';
  const [phase, setPhase] = useState<Phase>(uuid ? 'checking' : 'invalid');
  const [error, setError] = useState('');
  // A phone page: shown over the (hidden) desktop shell, at the phone's own width.
  useMobileShell(true);

  useEffect(() => {
    if (!uuid) return;
    let live = true;
    // Opening the page tells the desktop that the code was scanned (已扫码).
    api.scanQrcode(uuid).then(
      () => live && setPhase('ready'),
      async () => {
        let status: string | null = null;
        try {
          status = await api.getQrcodeStatus(uuid);
        } catch {
          /* unknown: let the member try to confirm */
        }
        if (!live) return;
        if (status === 'expired' || status === 'used') setPhase('expired');
        else if (status === 'confirmed') setPhase('confirmed');
        else setPhase('ready');
      },
    );
    return () => {
      live = false;
    };
  }, [api, uuid]);

  const confirm = async () => {
    setPhase('confirming');
    setError('');
    try {
      await api.confirmQrcode(uuid);
      setPhase('confirmed');
    } catch (e) {
      setError(messageOf(e, '确认失败，请稍后再试'));
      setPhase('error');
    }
  };

  const user = session.user;
  const accountName = user?.accountName ?? '';

  return (
    <Portal>
    <Flex position="fixed" inset="0" zIndex="docked" bg="#f4f6fa" direction="column" align="center" overflowY="auto" px="4" py="8">
      <Text fontSize="15px" fontWeight="700" color="brand.700" letterSpacing="2px" mb="6">
        造价指标网
      </Text>
      <Box as="section" w="full" maxW="400px" bg="white" borderRadius="16px" boxShadow="0 8px 32px rgba(7, 28, 64, 0.10)" px="6" py="8" aria-labelledby="qr-confirm-title">
        <Stack gap="5" align="center" textAlign="center">
          <PhaseIcon phase={phase} />
          <Text as="h1" id="qr-confirm-title" fontSize="20px" fontWeight="600" color="gray.800">
            {title(phase)}
          </Text>
          {phase === 'ready' || phase === 'confirming' || phase === 'error' ? (
            <>
              <Text fontSize="14px" color="gray.600" lineHeight="1.8">
                电脑端正在请求登录造价指标网，确认后将在电脑上登录以下账号：
              </Text>
              <Box w="full" bg="gray.50" borderRadius="10px" px="4" py="3" textAlign="left">
                <Text fontSize="12px" color="gray.500">
                  登录账号
                </Text>
                <Text fontSize="16px" fontWeight="600" color="gray.800" data-testid="qr-confirm-account">
                  {accountName || '—'}
                </Text>
                {user?.fullName && user.fullName !== accountName ? (
                  <Text fontSize="13px" color="gray.600">
                    {user.fullName}
                  </Text>
                ) : null}
              </Box>
              {phase === 'error' ? (
                <Text role="alert" fontSize="13px" color="red.600">
                  {error}
                </Text>
              ) : null}
              <Stack w="full" gap="3" pt="2">
                <Button colorPalette="brand" h="46px" fontSize="16px" loading={phase === 'confirming'} onClick={() => void confirm()}>
                  确认登录
                </Button>
                <Button variant="outline" h="46px" fontSize="16px" disabled={phase === 'confirming'} onClick={() => setPhase('cancelled')}>
                  取消
                </Button>
              </Stack>
            </>
          ) : (
            <Text fontSize="14px" color="gray.600" lineHeight="1.8" role="status">
              {hint(phase)}
            </Text>
          )}
        </Stack>
      </Box>
    </Flex>
    </Portal>
  );
});

export default QrConfirmPage;

function title(phase: Phase): string {
  switch (phase) {
    case 'confirmed':
      return '已确认登录';
    case 'cancelled':
      return '已取消登录';
    case 'expired':
      return '二维码已失效';
    case 'invalid':
      return '二维码无效';
    case 'checking':
      return '正在核对二维码…';
    default:
      return '扫码登录确认';
  }
}

function hint(phase: Phase): string {
  switch (phase) {
    case 'confirmed':
      return '请回到电脑上继续使用造价指标网。';
    case 'cancelled':
      return '本次登录请求已取消，您可以关闭此页面。';
    case 'expired':
      return '请在电脑上刷新二维码后重新扫码。';
    case 'invalid':
      return '请使用手机重新扫描电脑上的登录二维码。';
    default:
      return '';
  }
}

function PhaseIcon({ phase }: { phase: Phase }) {
  const [Icon, color] =
    phase === 'confirmed'
      ? [LuCircleCheck, 'green.500']
      : phase === 'cancelled'
        ? [LuCircleX, 'gray.400']
        : phase === 'expired' || phase === 'invalid'
          ? [LuTriangleAlert, 'accent.500']
          : [LuMonitor, 'brand.500'];
  return (
    <Flex w="64px" h="64px" borderRadius="full" bg="gray.50" color={color} fontSize="32px" align="center" justify="center" aria-hidden="true">
      <Icon />
    </Flex>
  );
}
