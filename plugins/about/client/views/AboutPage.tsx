import { Box, Flex, SimpleGrid, Text } from '@chakra-ui/react';
import { AboutLayout, AboutSection, P } from './AboutLayout';

const FACTS = [
  { value: '2018', unit: '年', label: '成立于浙江杭州' },
  { value: '31', unit: '个', label: '省级地区数据覆盖' },
  { value: '3', unit: '类', label: '计价阶段分别标注' },
  { value: '7', unit: '个', label: '指标与资讯栏目' },
] as const;

const SOURCES = [
  { title: '招标控制价', text: '反映建设单位在招标阶段对工程造价的控制上限，体现市场预期水平。' },
  { title: '中标价', text: '反映充分竞争后的成交水平，是投标报价与成本测算的重要参照。' },
  { title: '结算价', text: '反映工程完工后的最终造价，包含变更、签证与价格调整的实际影响。' },
] as const;

/** /about/about: who we are. */
export default function AboutPage() {
  return (
    <AboutLayout title="关于我们" caption="ABOUT US" intro="专注建设工程造价指标与价格数据服务，让每一个造价数字都有据可查">
      <AboutSection title="平台简介">
        <P>
          造价指标网成立于 2018 年，总部位于浙江杭州，是一个面向造价工程师、建设单位、施工企业与咨询机构的工程造价指标数据平台。平台提供单项工程指标、项目造价指标、综合单价指标、劳务分包指数、行业管理指数等数据服务，并同步整理各地造价政策文件，帮助专业人员在估算、概算、招标控制价编制、投标报价与结算审核等环节快速找到可比数据。
        </P>
      </AboutSection>

      <SimpleGrid columns={4} gap="4" mb="9">
        {FACTS.map((fact) => (
          <Box key={fact.label} bg="brand.50" borderRadius="8px" px="5" py="4" textAlign="center">
            <Text color="brand.700" fontWeight="700" lineHeight="1.2">
              <Text as="span" fontSize="30px">
                {fact.value}
              </Text>
              <Text as="span" fontSize="14px" ms="1">
                {fact.unit}
              </Text>
            </Text>
            <Text fontSize="13px" color="gray.600" mt="1">
              {fact.label}
            </Text>
          </Box>
        ))}
      </SimpleGrid>

      <AboutSection title="数据来源">
        <P>
          本站当前展示的单项工程、项目造价指标与造价指数均为<Text as="strong" fontWeight="700">示例数据</Text>：由系统按各地造价水平、建筑类型、计价阶段与价格指数等规律生成，项目名称均为匿名化的虚构名称，用于演示平台功能，不代表任何具体工程的实际造价。平台支持导入真实工程的造价成果文件，导入前须去除项目名称、建设单位、具体地址等可识别信息，仅保留工程特征与造价数据。无论示例数据还是导入数据，每一条都按计价阶段分别标注，使用者可以清楚地知道所引用数据的口径。
        </P>
        <SimpleGrid columns={3} gap="4" mt="4">
          {SOURCES.map((s) => (
            <Box key={s.title} borderWidth="1px" borderColor="page.border" borderRadius="8px" p="4">
              <Text fontWeight="600" color="page.fg" mb="1">
                {s.title}
              </Text>
              <Text fontSize="13px" color="gray.600" lineHeight="1.8">
                {s.text}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </AboutSection>

      <AboutSection title="专业团队">
        <P>
          导入的工程数据由具有房屋建筑、安装、装饰等专业背景的团队整理与审核：逐条校验地区、用途、结构、计价阶段与造价构成，确保专业造价与费用构成之和等于总造价、口径统一、计算可追溯。我们也面向行业长期招募数据审核专家，欢迎同行加入。
        </P>
      </AboutSection>

      <AboutSection title="覆盖范围">
        <P>
          示例数据覆盖全国 31 个省、自治区、直辖市（不含港澳台），涵盖住宅、公寓、办公、商业、酒店、学校、医院、文体场馆、厂房、仓库、地下车库 11 类建筑用途，价格日期自 2018 年 1 月起，并按地区、年份、结构形式、层数等维度组织，便于横向对比与趋势分析。造价指数以 2018-01 全国 = 100 为基准。
        </P>
      </AboutSection>

      <AboutSection title="我们的使命">
        <Flex bg="gray.50" borderLeftWidth="4px" borderLeftColor="accent.500" borderRadius="4px" px="5" py="4" mb="3">
          <Text fontSize="16px" fontWeight="600" color="page.fg">
            让每一个造价数字都有据可查。
          </Text>
        </Flex>
        <P>
          我们相信，透明、可比、可追溯的造价数据能够减少重复劳动、降低决策风险。造价指标网将持续扩充数据样本、完善指标体系，为造价从业者提供专业、可靠的数据参考。
        </P>
      </AboutSection>
    </AboutLayout>
  );
}
