import { useEffect } from 'react';
import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuBadgeCheck, LuBuilding2, LuMail, LuMapPin, LuPhone, LuUser } from 'react-icons/lu';
import { useSearch } from 'wouter';
import type { PagePrepareContext } from '@kernel/client/plugin';
import { useService } from '@kernel/client/react';
import { DataTable, type DataColumn } from '@kernel/client/views/DataTable';
import { DetailFrame, DetailHeaderCard, DetailNotFound, HeaderFacts, InfoGrid } from '@kernel/client/views/DetailFrame';
import { SampleDataNote } from '@kernel/client/views/SampleDataNote';
import { LoadError, SectionCard } from '@kernel/client/views/Section';
import { ToneBadge } from '@kernel/client/views/ToneBadge';
import { ENTERPRISE_SAMPLE_NOTE, type EnterpriseCase, type EnterpriseDetail, type EnterpriseQualification } from '../../../shared/contract';
import { homeRoutes } from '../../../shared/routes';
import { CompanyStore } from '../../company/tokens';

/** Starts the enterprise's request as soon as the page's code is there. */
export function prepare({ get, search }: PagePrepareContext): void {
  const store = get<CompanyStore>(CompanyStore);
  void store.load(store.idOf(search));
}

const SECTIONS = [
  { id: 'profile', label: '企业简介' },
  { id: 'qualifications', label: '资质与信用' },
  { id: 'regions', label: '服务区域' },
  { id: 'cases', label: '典型案例' },
  { id: 'contact', label: '联系方式' },
];

const BREADCRUMB_HOME = { label: '优质造价咨询企业', href: homeRoutes.home() };

const fmtInt = (n: number) => n.toLocaleString('zh-CN');
/** 万元 with two decimals when it has a fraction (stored values, never re-rounded sums). */
const fmtWan = (n: number) => n.toLocaleString('zh-CN', { maximumFractionDigits: 2 });

/** /recommendCompany/detail?id=: a recommended enterprise (public). */
const CompanyPage = observer(function CompanyPage() {
  const store = useService<CompanyStore>(CompanyStore);
  const search = useSearch();
  const id = store.idOf(search);
  useEffect(() => {
    void store.load(id);
  }, [store, id]);
  const d = store.detail.data;

  if (store.missing) {
    return (
      <DetailNotFound
        breadcrumb={[BREADCRUMB_HOME, { label: '企业详情' }]}
        title="未找到该企业"
        description="该企业不存在或已下线，请返回首页的“优质造价咨询企业”重新选择。"
        back={{ href: homeRoutes.home(), label: '返回首页', primary: true }}
      />
    );
  }

  return (
    <DetailFrame breadcrumb={[BREADCRUMB_HOME, { label: d?.name ?? '企业详情' }]} header={<Header d={d} />} sections={SECTIONS} highlightActive>
      {store.detail.status === 'error' ? (
        <Box bg="white" borderWidth="1px" borderColor="page.border" borderRadius="8px" p="6">
          <LoadError onRetry={() => void store.reload()} text={store.detail.error || '企业信息加载失败'} />
        </Box>
      ) : null}
      {d ? (
        <>
          <Profile d={d} />
          <Qualifications rows={d.qualifications} />
          <Regions d={d} />
          <Cases rows={d.cases} />
          <Contact d={d} />
          <SampleDataNote>{ENTERPRISE_SAMPLE_NOTE}</SampleDataNote>
        </>
      ) : null}
    </DetailFrame>
  );
});

export default CompanyPage;

function Header({ d }: { d: EnterpriseDetail | null }) {
  if (!d) return <DetailHeaderCard loading />;
  const credit = d.qualifications.find((q) => q.name.includes('信用评价'));
  const facts = [
    { label: '总部', value: d.city },
    { label: '成立时间', value: `${d.founded} 年` },
    { label: '注册资本', value: `${fmtInt(d.registeredCapital)} 万元` },
    { label: '员工人数', value: `${fmtInt(d.staff)} 人` },
    { label: '注册造价工程师', value: `${fmtInt(d.costEngineers)} 人` },
    { label: '入驻平台', value: `${d.since} 年` },
    { label: '服务省份', value: `${d.regions.length} 个` },
    { label: '典型案例', value: `${d.cases.length} 个` },
  ];
  return (
    <DetailHeaderCard
      asideWidth={260}
      aside={
        <>
          <Text fontSize="13px" opacity={0.85}>
            向平台贡献单项工程指标
          </Text>
          <Text fontSize="32px" fontWeight="700" lineHeight="1.1" fontVariantNumeric="tabular-nums">
            {fmtInt(d.contributed)}
            <Text as="span" fontSize="14px" fontWeight="500" ms="1">
              条
            </Text>
          </Text>
          <Text fontSize="12px" opacity={0.8}>
            {d.since} 年入驻以来累计，示例数据
          </Text>
        </>
      }
    >
      <Flex gap="4" align="center">
        <Flex w="56px" h="56px" flexShrink={0} borderRadius="12px" align="center" justify="center" bg="brand.600" color="white" fontSize="24px" aria-hidden="true">
          <LuBuilding2 />
        </Flex>
        <Box minW="0">
          <Text as="h1" fontSize="22px" fontWeight="700" color="gray.900" truncate title={d.name}>
            {d.name}
          </Text>
          <Flex gap="2" mt="1.5" wrap="wrap" align="center">
            <ToneBadge tone="accent">造价咨询{d.qualification}</ToneBadge>
            {credit ? <ToneBadge tone="green">信用评价 {credit.grade}</ToneBadge> : null}
            {d.services.map((s) => (
              <ToneBadge key={s} tone="brand">
                {s}
              </ToneBadge>
            ))}
          </Flex>
        </Box>
      </Flex>
      <HeaderFacts items={facts} />
    </DetailHeaderCard>
  );
}

function Profile({ d }: { d: EnterpriseDetail }) {
  return (
    <SectionCard id="profile" title="企业简介">
      <Stack gap="3" fontSize="14px" lineHeight="1.9" color="gray.700" mb="4">
        {d.intro.map((p) => (
          <Text key={p} textIndent="2em">
            {p}
          </Text>
        ))}
      </Stack>
      <InfoGrid
        columns={3}
        labelWidth={110}
        items={[
          { label: '企业名称', value: d.name },
          { label: '总部所在地', value: d.city },
          { label: '成立时间', value: `${d.founded} 年` },
          { label: '注册资本', value: `${fmtInt(d.registeredCapital)} 万元` },
          { label: '员工人数', value: `${fmtInt(d.staff)} 人` },
          { label: '注册造价工程师', value: `${fmtInt(d.costEngineers)} 人` },
          { label: '主营业务', value: d.services.join('、') },
          { label: '入驻平台', value: `${d.since} 年` },
          { label: '贡献指标', value: `${fmtInt(d.contributed)} 条` },
        ]}
      />
    </SectionCard>
  );
}

const QUALIFICATION_COLUMNS: DataColumn<EnterpriseQualification>[] = [
  {
    key: 'name',
    header: '资质 / 认证名称',
    rowHeader: true,
    cell: (q) => (
      <Flex as="span" align="center" gap="1.5">
        <Box as="span" color="#b56d0a" aria-hidden="true">
          <LuBadgeCheck />
        </Box>
        {q.name}
      </Flex>
    ),
  },
  { key: 'grade', header: '等级 / 状态', width: '200px', cell: (q) => q.grade },
  { key: 'issuer', header: '发证或评价机构', cell: (q) => q.issuer },
];

function Qualifications({ rows }: { rows: EnterpriseQualification[] }) {
  return (
    <SectionCard id="qualifications" title="资质与信用" extra="工程造价咨询企业资质审批已于 2021 年 7 月取消，现按信用评价管理">
      <DataTable label="资质与信用" columns={QUALIFICATION_COLUMNS} rows={rows} rowKey={(q) => q.name} empty="暂无资质信息" />
    </SectionCard>
  );
}

function Regions({ d }: { d: EnterpriseDetail }) {
  const cities = d.regions.reduce((n, r) => n + r.cities.length, 0);
  return (
    <SectionCard id="regions" title="服务区域" extra={`${d.regions.length} 个省（区、市） · ${cities} 个城市`}>
      <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
        {d.regions.map((r) => (
          <Flex as="li" key={r.province} gap="4" align="flex-start">
            <Flex w="88px" flexShrink={0} align="center" gap="1" fontSize="14px" fontWeight="600" color="gray.800" lineHeight="26px">
              <Box as="span" color="brand.600" aria-hidden="true">
                <LuMapPin />
              </Box>
              {r.province}
            </Flex>
            <Flex gap="2" wrap="wrap">
              {r.cities.map((c) => (
                <Box key={c} as="span" px="2.5" lineHeight="26px" fontSize="13px" color={c === d.city ? 'white' : 'gray.700'} bg={c === d.city ? 'brand.600' : 'gray.50'} borderWidth="1px" borderColor={c === d.city ? 'brand.600' : 'gray.200'} borderRadius="4px">
                  {c}
                  {c === d.city ? '（总部）' : ''}
                </Box>
              ))}
            </Flex>
          </Flex>
        ))}
      </Stack>
    </SectionCard>
  );
}

const CASE_COLUMNS: DataColumn<EnterpriseCase>[] = [
  { key: 'title', header: '项目名称', rowHeader: true, cell: (c) => c.title },
  { key: 'region', header: '地区', width: '110px', cell: (c) => c.region },
  { key: 'use', header: '工程类型', width: '90px', cell: (c) => c.buildingUse },
  { key: 'scale', header: '规模', width: '150px', cell: (c) => c.scale },
  { key: 'service', header: '服务内容', cell: (c) => c.service },
  { key: 'investment', header: '项目投资', unit: '万元', align: 'right', width: '110px', sortable: true, sortValue: (c) => c.investment, cell: (c) => fmtWan(c.investment) },
  { key: 'year', header: '服务年份', align: 'center', width: '90px', sortable: true, sortValue: (c) => c.year, cell: (c) => c.year },
];

function Cases({ rows }: { rows: EnterpriseCase[] }) {
  return (
    <SectionCard id="cases" title="典型案例" extra="项目投资为委托项目的投资额（万元），不是咨询服务费">
      <DataTable label="典型案例" columns={CASE_COLUMNS} rows={rows} rowKey={(c) => c.id} empty="暂无案例" />
    </SectionCard>
  );
}

function Contact({ d }: { d: EnterpriseDetail }) {
  const item = (icon: React.ReactNode, label: string, value: string) => ({
    label,
    value: (
      <Flex as="span" align="center" gap="1.5">
        <Box as="span" color="brand.600" aria-hidden="true">
          {icon}
        </Box>
        {value}
      </Flex>
    ),
  });
  return (
    <SectionCard id="contact" title="联系方式" extra="联系时请说明来自造价指标网">
      <InfoGrid
        columns={2}
        labelWidth={72}
        items={[
          item(<LuUser />, '联系人', d.contact.person),
          item(<LuPhone />, '联系电话', d.contact.phone),
          item(<LuMail />, '电子邮箱', d.contact.email),
          item(<LuMapPin />, '公司地址', d.address),
        ]}
      />
    </SectionCard>
  );
}
