import { lazy, Suspense, type ReactNode } from 'react';
import { Box, Flex, Heading, HStack, Link as ChakraLink, Separator, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useRegistry } from '@kernel/client/react';
import { servesPath } from '@kernel/client/routes';
import { NearViewport } from '@kernel/client/views/NearViewport';
import { RouterLink } from '@kernel/client/views/PageContainer';
import { ChunkBoundary } from './ChunkBoundary';
import { BD_EMAIL, HOTLINE, SERVICE_EMAIL, SERVICE_HOURS } from './site';
import { CONTENT_WIDTH } from './theme';

// The QR encoder is below the fold: it loads when the reader scrolls to the footer.
const QRCodeSVG = lazy(() => import('qrcode.react').then((m) => ({ default: m.QRCodeSVG })));

const ABOUT_LINKS = [
  { label: '关于我们', href: '/about/about' },
  { label: '联系我们', href: '/about/contact' },
  { label: '免责声明', href: '/about/statement' },
  { label: '版权声明', href: '/about/copyrights' },
  { label: '专家招募', href: '/static/recruitingExperts' },
] as const;

const GROUP_SITES = [
  { label: '造价云课堂', href: 'https://edu.zaojiazhibiao.cn' },
  { label: '材料价格信息网', href: 'https://price.zaojiazhibiao.cn' },
  { label: '工程招采平台', href: 'https://bid.zaojiazhibiao.cn' },
  { label: '造价咨询企业库', href: 'https://firm.zaojiazhibiao.cn' },
] as const;

const QR_BLURBS = [
  {
    value: 'https://www.zaojiazhibiao.cn/m',
    caption: '关注微信公众号',
    text: '每周推送指标动态与政策解读',
  },
  {
    value: 'https://www.zaojiazhibiao.cn/app',
    caption: '下载手机客户端',
    text: '随时随地查指标、看价格',
  },
] as const;

/**
 * The dark footer: site links (those whose page an enabled plugin serves), group sites, QR codes,
 * licence, copyright and filing numbers.
 */
export function Footer() {
  const registry = useRegistry();
  const aboutLinks = ABOUT_LINKS.filter((l) => servesPath(registry, l.href));
  return (
    <Box as="footer" bg="navy.900" color="rgba(255,255,255,0.72)" fontSize="13px" mt="auto">
      <Box w={`${CONTENT_WIDTH}px`} mx="auto" pt="10" pb="8">
        <Flex justify="space-between" gap="10">
          <SimpleGrid columns={3} gap="12" flex="1">
            {aboutLinks.length > 0 ? (
              <FooterColumn title="关于本站" nav>
                {aboutLinks.map((l) => (
                  <RouterLink key={l.href} href={l.href} color="inherit" _hover={{ color: 'white' }}>
                    {l.label}
                  </RouterLink>
                ))}
              </FooterColumn>
            ) : null}
            <FooterColumn title="集团网站" nav>
              {GROUP_SITES.map((s) => (
                <ChakraLink key={s.href} href={s.href} target="_blank" rel="noopener noreferrer" color="inherit" _hover={{ color: 'white' }}>
                  {s.label}
                </ChakraLink>
              ))}
            </FooterColumn>
            <FooterColumn title="客户服务">
              <Text>服务热线：{HOTLINE}</Text>
              <Text>服务时间：{SERVICE_HOURS}</Text>
              <Text>客服邮箱：{SERVICE_EMAIL}</Text>
              <Text>商务合作：{BD_EMAIL}</Text>
            </FooterColumn>
          </SimpleGrid>
          <HStack gap="8" align="flex-start">
            {QR_BLURBS.map((q) => (
              <QrBlurb key={q.value} {...q} />
            ))}
          </HStack>
        </Flex>
      </Box>
      <Separator borderColor="rgba(255,255,255,0.08)" />
      <Stack w={`${CONTENT_WIDTH}px`} mx="auto" py="5" gap="1.5" align="center" fontSize="12px" color="rgba(255,255,255,0.5)">
        <Text>
          本站当前展示的指标为示例数据，按招标控制价、中标价与结算价分阶段整理，仅供演示与参考，不构成计价依据。
        </Text>
        <HStack gap="4" wrap="wrap" justify="center">
          <Text as="span">© 2018-2026 造价指标网 版权所有</Text>
          <Text as="span">增值电信业务经营许可证：浙B2-20260118</Text>
          <ChakraLink href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer" color="inherit" _hover={{ color: 'white' }}>
            浙ICP备18062026号-1
          </ChakraLink>
          <ChakraLink href="https://beian.mps.gov.cn/" target="_blank" rel="noopener noreferrer" color="inherit" _hover={{ color: 'white' }}>
            浙公网安备 33010602011826号
          </ChakraLink>
        </HStack>
      </Stack>
    </Box>
  );
}

function FooterColumn({ title, nav, children }: { title: string; nav?: boolean; children: ReactNode }) {
  return (
    <Box as={nav ? 'nav' : 'div'} aria-label={nav ? title : undefined}>
      <Heading as="h2" fontSize="15px" fontWeight="600" color="white" mb="4">
        {title}
      </Heading>
      <Stack gap="2.5" align="flex-start">
        {children}
      </Stack>
    </Box>
  );
}

function QrBlurb({ value, caption, text }: { value: string; caption: string; text: string }) {
  return (
    <Stack align="center" gap="2" w="120px" textAlign="center">
      <Box bg="white" p="1.5" borderRadius="6px">
        <NearViewport placeholder={<Box w="96px" h="96px" />} afterPageLoad>
          <ChunkBoundary name="QR code">
            <Suspense fallback={<Box w="96px" h="96px" />}>
              <QRCodeSVG value={value} size={96} level="M" marginSize={0} fgColor="#0e1a31" title={caption} />
            </Suspense>
          </ChunkBoundary>
        </NearViewport>
      </Box>
      <Text color="white" fontSize="13px" fontWeight="500">
        {caption}
      </Text>
      <Text fontSize="12px" color="rgba(255,255,255,0.5)" lineHeight="1.4">
        {text}
      </Text>
    </Stack>
  );
}
