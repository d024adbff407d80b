import { Text } from '@chakra-ui/react';
import { AboutLayout, LegalClauses, type Clause } from './AboutLayout';

const CLAUSES: readonly Clause[] = [
  {
    title: '权利归属',
    paragraphs: [
      '本网站的整体设计、页面布局、文字说明、图表、软件程序，以及经本网站整理、测算、编排形成的指标数据库及其汇编成果，其著作权及相关知识产权归造价指标网所有，受《中华人民共和国著作权法》等法律法规保护。',
      '本网站的名称、标识及相关图形为造价指标网的商业标识，未经书面许可，任何人不得使用。',
    ],
  },
  {
    title: '许可使用范围',
    paragraphs: [
      '会员在有效服务期内，可在其本人或本单位的工程造价业务中查阅、引用本网站数据，引用时应注明“数据来源：造价指标网”。',
      '未经本网站书面许可，不得将本网站数据用于转售、转授权、公开发布或汇编形成与本网站相竞争的数据产品。',
    ],
  },
  {
    title: '禁止行为',
    paragraphs: [
      '禁止使用爬虫、脚本或其他自动化手段批量抓取、复制、存储本网站数据。',
      '禁止通过技术手段规避本网站的访问控制、水印或其他权利保护措施。',
      '禁止以截图拼接、转录等方式系统性地复制本网站指标数据并对外传播。',
    ],
  },
  {
    title: '政策文件及第三方内容',
    paragraphs: [
      '本网站收录的政府部门公开发布的政策文件，其权利归原发布机关所有；其他第三方内容的权利归原权利人所有。',
      '如您认为本网站内容侵犯了您的合法权益，请通过 service@zaojiazhibiao.cn 与我们联系并提供权属证明，我们将在核实后及时处理。',
    ],
  },
  {
    title: '法律责任',
    paragraphs: [
      '对于侵犯本网站知识产权的行为，本网站有权暂停或终止相关账号的服务，并依法追究其法律责任。',
    ],
  },
];

/** /about/copyrights: 版权声明. */
export default function CopyrightsPage() {
  return (
    <AboutLayout title="版权声明" caption="COPYRIGHT" intro="尊重知识产权，合理使用数据成果">
      <Text fontSize="14px" color="gray.700" lineHeight="1.9" mb="7" textIndent="2em">
        造价指标网的数据成果凝结了数据提供方、整理人员与审核专家的大量专业劳动。为保护各方合法权益，特作如下声明。
      </Text>
      <LegalClauses clauses={CLAUSES} effective="本声明自 2026 年 1 月 1 日起生效。" />
    </AboutLayout>
  );
}
