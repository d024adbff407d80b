import { Box, Button, Flex, SimpleGrid, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuBriefcaseBusiness, LuClock, LuHeadphones, LuMail, LuMapPin, LuMessageSquareText } from 'react-icons/lu';
import { DialogService } from '@kernel/client/dialogs';
import { useRegistry, useService } from '@kernel/client/react';
import { FeedbackDialogs } from '@plugins/feedback/shared/dialogs';
import { AboutLayout, AboutSection, P } from './AboutLayout';

interface ContactItem {
  icon: IconType;
  label: string;
  value: string;
  note: string;
  href?: string;
}

const CONTACTS: readonly ContactItem[] = [
  { icon: LuHeadphones, label: '客服热线', value: '400-860-2026', note: '会员开通、数据使用与账号问题', href: 'tel:4008602026' },
  { icon: LuMail, label: '客服邮箱', value: 'service@zaojiazhibiao.cn', note: '一般在 1 个工作日内回复', href: 'mailto:service@zaojiazhibiao.cn' },
  { icon: LuBriefcaseBusiness, label: '商务合作', value: 'bd@zaojiazhibiao.cn', note: '企业采购、数据合作与渠道合作', href: 'mailto:bd@zaojiazhibiao.cn' },
  { icon: LuClock, label: '工作时间', value: '工作日 9:00-18:00', note: '法定节假日除外' },
];

/** /about/contact: how to reach us. */
export default function ContactPage() {
  const dialogs = useService<DialogService>(DialogService);
  // The feedback form is the feedback plugin's dialog: the button only while it is there.
  const canFeedback = useRegistry().dialogs.some((d) => d.id === FeedbackDialogs.form);
  return (
    <AboutLayout title="联系我们" caption="CONTACT US" intro="如有任何问题或合作意向，欢迎通过以下方式与我们联系">
      <AboutSection title="联系方式">
        <SimpleGrid columns={2} gap="4">
          {CONTACTS.map((c) => (
            <ContactCard key={c.label} item={c} />
          ))}
        </SimpleGrid>
      </AboutSection>

      <AboutSection title="公司地址">
        <Flex gap="4" align="flex-start" borderWidth="1px" borderColor="page.border" borderRadius="8px" p="5">
          <IconBadge icon={LuMapPin} />
          <Box>
            <Text fontSize="15px" fontWeight="600" color="page.fg">
              杭州市西湖区文三路 90 号 东部软件园 7 号楼
            </Text>
            <Text fontSize="13px" color="gray.600" mt="1">
              来访请提前通过客服热线预约，以便我们安排专人接待。
            </Text>
          </Box>
        </Flex>
      </AboutSection>

      <AboutSection title="意见与建议">
        <P>
          您在使用过程中发现数据问题、功能缺陷，或对栏目设置有任何建议，都可以在线提交给我们。每一条反馈都会由专人跟进处理。
        </P>
        {canFeedback ? (
          <Button colorPalette="brand" variant="outline" size="sm" mt="2" onClick={() => dialogs.open(FeedbackDialogs.form)}>
            <LuMessageSquareText />
            在线提交反馈
          </Button>
        ) : null}
      </AboutSection>
    </AboutLayout>
  );
}

function ContactCard({ item }: { item: ContactItem }) {
  return (
    <Flex gap="4" align="flex-start" borderWidth="1px" borderColor="page.border" borderRadius="8px" p="5" _hover={{ borderColor: 'brand.200', boxShadow: '0 4px 14px rgba(20, 86, 200, 0.08)' }} transition="all 0.2s">
      <IconBadge icon={item.icon} />
      <Box minW="0">
        <Text fontSize="13px" color="gray.500">
          {item.label}
        </Text>
        {item.href ? (
          <Text asChild fontSize="17px" fontWeight="600" color="brand.700" _hover={{ textDecoration: 'underline' }}>
            <a href={item.href}>{item.value}</a>
          </Text>
        ) : (
          <Text fontSize="17px" fontWeight="600" color="page.fg">
            {item.value}
          </Text>
        )}
        <Text fontSize="13px" color="gray.600" mt="1">
          {item.note}
        </Text>
      </Box>
    </Flex>
  );
}

function IconBadge({ icon: Icon }: { icon: IconType }) {
  return (
    <Flex w="44px" h="44px" flexShrink={0} borderRadius="10px" bg="brand.50" color="brand.600" align="center" justify="center" fontSize="20px">
      <Icon aria-hidden="true" />
    </Flex>
  );
}
