import { Box, Flex, Text } from '@chakra-ui/react';
import { LuQrCode } from 'react-icons/lu';

const corner = { position: 'absolute', w: '22px', h: '22px', borderColor: 'brand.600' } as const;

/** 扫码登录: the QR frame and the hint (the QR flow itself comes with the account store). */
export function QrLoginPanel() {
  return (
    <Flex direction="column" align="center" pt="2">
      <Box position="relative" w="188px" h="188px" p="3" mb="5">
        <Box {...corner} top="0" left="0" borderTopWidth="3px" borderLeftWidth="3px" borderTopLeftRadius="6px" />
        <Box {...corner} top="0" right="0" borderTopWidth="3px" borderRightWidth="3px" borderTopRightRadius="6px" />
        <Box {...corner} bottom="0" left="0" borderBottomWidth="3px" borderLeftWidth="3px" borderBottomLeftRadius="6px" />
        <Box {...corner} bottom="0" right="0" borderBottomWidth="3px" borderRightWidth="3px" borderBottomRightRadius="6px" />
        <Flex
          w="full"
          h="full"
          bg="gray.50"
          borderRadius="4px"
          align="center"
          justify="center"
          color="gray.300"
          fontSize="96px"
          role="img"
          aria-label="登录二维码"
        >
          <LuQrCode />
        </Flex>
      </Box>
      <Text fontSize="15px" fontWeight="500" color="gray.800" mb="1.5">
        请使用手机扫码登录
      </Text>
      <Text fontSize="13px" color="gray.500" textAlign="center" lineHeight="1.8">
        打开造价指标网 App，在“我的”页面点击右上角扫一扫
      </Text>
    </Flex>
  );
}
