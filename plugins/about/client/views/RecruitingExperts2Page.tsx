import { AboutLayout } from './AboutLayout';
import { RecruitingContent } from './RecruitingContent';
import { aboutRoutes } from '../../shared/routes';

/** /static/recruitingExperts-2: recruiting specialist-subcontracting and labour price experts. */
export default function RecruitingExperts2Page() {
  return (
    <AboutLayout title="价格专家招募" caption="JOIN US" intro="招募专业分包与劳务价格专家，让分包与劳务价格更透明">
      <RecruitingContent
        intro="劳务分包指数与专业分包价格是造价指标网的重点建设栏目。为提高价格数据的代表性与时效性，现面向全国招募熟悉专业分包及劳务市场行情的价格专家，参与价格采集、核验与行情研判。"
        requirements={[
          '从事专业分包、劳务分包的商务、成本或造价工作 5 年及以上；',
          '熟悉所在地区主要工种（木工、钢筋、混凝土、砌筑、抹灰、防水、水电安装等）的劳务价格及计价方式；',
          '熟悉幕墙、钢结构、消防、智能化、精装修等至少一个专业分包领域的报价构成者优先；',
          '持有注册造价工程师、一级建造师等执业资格者优先；',
          '能够按季度提供所在地区的价格行情反馈，并对提供的信息保密。',
        ]}
        duties={[
          '按季度填报或核验所在地区主要工种劳务单价与专业分包单价；',
          '对劳务分包指数的异常波动提供原因分析与专业判断；',
          '参与专业分包价格的分类、计量单位与包含内容等口径的制定；',
          '协助复核用户对劳务及分包价格的反馈意见。',
        ]}
        benefits={[
          { title: '价格采集报酬', text: '按有效填报与核验工作量结算报酬。' },
          { title: '免费数据权益', text: '在库期间免费使用劳务分包指数及相关栏目全部数据。' },
          { title: '行情报告抢先看', text: '优先获取平台季度劳务与分包价格分析报告。' },
          { title: '专家身份认证', text: '颁发价格专家聘书，参与年度专家交流活动。' },
        ]}
        subject="价格专家招募-姓名-工种或专业-所在城市"
        materials={['个人简历（含从业经历）', '熟悉的工种或专业分包领域说明', '执业资格证书扫描件（如有）']}
        other={{ text: '您是注册造价工程师？', label: '查看数据审核专家招募', href: aboutRoutes.recruitingExperts() }}
      />
    </AboutLayout>
  );
}
