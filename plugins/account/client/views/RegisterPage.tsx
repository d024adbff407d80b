import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuBadgeCheck, LuChartColumnBig, LuFileSearch, LuStar } from 'react-icons/lu';
import { useSearch } from 'wouter';
import { DialogService } from '@kernel/client/dialogs';
import { Navigator } from '@kernel/client/navigator';
import { useService } from '@kernel/client/react';
import { SessionStore } from '@kernel/client/session-store';
import { AccountDialogs } from '../../shared/dialogs';
import { RegisterForm } from './RegisterForm';

const BENEFITS = [
  { icon: LuChartColumnBig, title: '造价指标查询', text: '单项工程、综合单价、项目造价等指标按地区与时间查询' },
  { icon: LuFileSearch, title: '政策文件检索', text: '各地造价管理文件与人工费调整文件集中检索' },
  { icon: LuStar, title: '收藏与对比', text: '收藏常用指标，多项目对比分析' },
  { icon: LuBadgeCheck, title: '试用与会员', text: '注册后可申请试用VIP，按栏目开通会员服务' },
] as const;

/**
 * /register (public): the registration form on a page, for invite links (`?invite=<code>` prefills
 * the invite code). A logged-in member is told so; a new member goes to the home page.
 */
export const RegisterPage = observer(function RegisterPage() {
  const invite = new URLSearchParams(useSearch()).get('invite') ?? undefined;
  const session = useService<SessionStore>(SessionStore);
  const navigator = useService<Navigator>(Navigator);
  const dialogs = useService<DialogService>(DialogService);
  const home = () => navigator.navigate('/');

  return (
    <Box bg="page.bg" py={{ base: '6', md: '12' }} px="3">
      <Flex
        as="main"
        maxW="980px"
        mx="auto"
        bg="white"
        borderRadius="12px"
        borderWidth="1px"
        borderColor="page.border"
        boxShadow="0 8px 32px rgba(16, 24, 40, 0.08)"
        overflow="hidden"
      >
        <Box
          hideBelow="md"
          w="360px"
          flexShrink={0}
          bgGradient="to-br"
          gradientFrom="brand.600"
          gradientTo="brand.900"
          color="white"
          px="9"
          py="12"
        >
          <Text fontSize="13px" letterSpacing="4px" opacity={0.75}>
            JOIN US
          </Text>
          <Heading as="h2" fontSize="24px" fontWeight="700" mt="2" mb="3">
            加入造价指标网
          </Heading>
          <Text fontSize="14px" opacity={0.85} lineHeight="1.8">
            面向造价从业者的指标数据平台，注册即可使用以下服务。
          </Text>
          <Stack as="ul" listStyleType="none" m="0" p="0" mt="9" gap="6">
            {BENEFITS.map(({ icon: Icon, title, text }) => (
              <Flex as="li" key={title} gap="3.5" align="flex-start">
                <Flex w="36px" h="36px" borderRadius="8px" bg="whiteAlpha.200" align="center" justify="center" flexShrink={0} fontSize="18px">
                  <Icon aria-hidden="true" />
                </Flex>
                <Box>
                  <Text fontSize="15px" fontWeight="600">
                    {title}
                  </Text>
                  <Text fontSize="13px" opacity={0.8} mt="0.5" lineHeight="1.7">
                    {text}
                  </Text>
                </Box>
              </Flex>
            ))}
          </Stack>
        </Box>
        <Box flex="1" px={{ base: '5', md: '12' }} py={{ base: '7', md: '10' }}>
          <Heading as="h1" fontSize="22px" fontWeight="600" color="gray.800">
            注册账号
          </Heading>
          <Text fontSize="13px" color="gray.500" mt="1" mb="6">
            {invite ? '您正在通过好友的邀请链接注册，邀请码已自动填写' : '使用手机号注册，注册后自动登录'}
          </Text>
          {session.isLogin ? (
            <Box borderWidth="1px" borderColor="brand.100" bg="brand.50" borderRadius="8px" px="5" py="4" fontSize="14px" color="gray.700">
              您已登录{session.user?.accountName ? `（${session.user.accountName}）` : ''}，无需再次注册。
              <Text as="button" color="brand.600" fontWeight="500" ms="2" onClick={home}>
                返回首页
              </Text>
            </Box>
          ) : (
            <RegisterForm invite={invite} onDone={home} onLogin={() => dialogs.open(AccountDialogs.login, { tab: 1 })} />
          )}
        </Box>
      </Flex>
    </Box>
  );
});

export default RegisterPage;
