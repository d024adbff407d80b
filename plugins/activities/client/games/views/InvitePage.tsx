import { useEffect, useState } from 'react';
import { Box, Button, Flex, Grid, Input, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { toString as qrCodeSvg } from 'qrcode';
import { LuCopy, LuUserPlus } from 'react-icons/lu';
import type { PagePrepareContext } from '@kernel/client/plugin';
import { useService } from '@kernel/client/react';
import { DataTable, type DataColumn } from '@kernel/client/views/DataTable';
import { PageContainer } from '@kernel/client/views/PageContainer';
import { LoadError, SectionCard, SkeletonBlock } from '@kernel/client/views/Section';
import { activitiesRoutes } from '../../../shared/routes';
import type { InvitedMember } from '../../../shared/tasks';
import { GamesStore } from '../tokens';
import { CAMPAIGN, CampaignHero, HeroFigure, RuleList, timeText } from './parts';

export function prepare({ get }: PagePrepareContext): void {
  void get<GamesStore>(GamesStore).loadInvite();
}

/** 邀请好友 (login): the member's invite link with 复制链接 and its QR code, who registered through it, the points. */
const InvitePage = observer(function InvitePage() {
  const store = useService<GamesStore>(GamesStore);
  const invite = store.invite.data;
  const crumbs = [{ label: '会员活动', href: activitiesRoutes.hub() }, { label: '邀请好友' }];
  if (!invite) {
    return (
      <PageContainer breadcrumb={crumbs}>
        {store.invite.status === 'error' ? <LoadError text="邀请信息加载失败" onRetry={() => void store.loadInvite()} /> : <SkeletonBlock lines={8} height="28px" />}
      </PageContainer>
    );
  }
  const { summary } = invite;
  return (
    <PageContainer breadcrumb={crumbs}>
      <CampaignHero
        title="邀请好友"
        icon={<LuUserPlus aria-hidden="true" size={28} />}
        summary={`邀请同行注册造价指标网，好友通过您的专属链接完成注册，您即得${summary.pointsPerInvite || invite.share.pointsPerInvite}积分，积分可在积分商城兑换造价报告与会员权益。`}
        aside={
          <Grid templateColumns="repeat(3, 1fr)" gap="3" w="340px" textAlign="center" borderRadius="10px" p="5" bg="rgba(255,255,255,0.12)" borderWidth="1px" borderColor="rgba(255,230,160,0.45)">
            <HeroFigure label="已邀请" value={summary.invited} unit="人" />
            <HeroFigure label="获得积分" value={summary.points} unit="分" />
            <HeroFigure label="链接访问" value={summary.visits} unit="次" />
          </Grid>
        }
      />
      <SectionCard title="我的专属邀请链接" mt="5">
        <Flex gap="8" align="center">
          <Box flex="1" minW="0">
            <Text fontSize="14px" color="gray.700" mb="3">
              {invite.share.shareText || '复制链接发送给好友，好友注册成功后积分自动到账。'}
            </Text>
            <Flex gap="3">
              <Input readOnly value={invite.url} aria-label="邀请链接" onFocus={(e) => e.currentTarget.select()} fontFamily="mono" fontSize="14px" bg="#fffaf1" borderColor="#f6dcb4" />
              <Button colorPalette="red" bg={CAMPAIGN.red} px="6" onClick={() => void store.copyInvite()}>
                <LuCopy aria-hidden="true" />
                复制链接
              </Button>
            </Flex>
            <Text mt="3" fontSize="13px" color="gray.500">
              我的邀请码：
              <Text as="span" fontWeight="700" color={CAMPAIGN.deep} letterSpacing="2px">
                {invite.share.code}
              </Text>
              {summary.maxCredited > 0 ? ` · 本期最多可获${summary.maxCredited}位好友的邀请奖励` : ''}
            </Text>
          </Box>
          <InviteQr url={invite.url} />
        </Flex>
      </SectionCard>
      <Grid templateColumns="1fr 380px" gap="5" mt="5" alignItems="start">
        <SectionCard title="已邀请的好友" extra={<Text>共 {summary.invited} 人</Text>}>
          <InvitedTable members={summary.members} />
        </SectionCard>
        <SectionCard title="活动规则">
          <RuleList rules={summary.rules} />
        </SectionCard>
      </Grid>
    </PageContainer>
  );
});

export default InvitePage;

/** The link as a QR code (SVG made by `qrcode`), to scan with a phone. */
function InviteQr({ url }: { url: string }) {
  const [svg, setSvg] = useState('');
  useEffect(() => {
    let live = true;
    qrCodeSvg(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#3a0d06', light: '#ffffff' } })
      .then((made) => live && setSvg(made))
      .catch(() => live && setSvg(''));
    return () => {
      live = false;
    };
  }, [url]);
  return (
    <Flex direction="column" align="center" gap="2" flexShrink={0}>
      <Box w="148px" h="148px" p="2" bg="white" borderRadius="8px" borderWidth="1px" borderColor="#f6dcb4" role="img" aria-label="邀请链接二维码" css={{ '& svg': { width: '100%', height: '100%' } }} dangerouslySetInnerHTML={{ __html: svg }} />
      <Text fontSize="12px" color="gray.500">
        微信扫码，分享给好友
      </Text>
    </Flex>
  );
}

function InvitedTable({ members }: { members: readonly InvitedMember[] }) {
  const columns: DataColumn<InvitedMember>[] = [
    { key: 'name', header: '好友', cell: (m) => m.name, rowHeader: true },
    { key: 'at', header: '注册时间', width: '160px', cell: (m) => timeText(m.at) },
    { key: 'points', header: '奖励积分', unit: '分', align: 'right', width: '110px', cell: (m) => `+${m.points}` },
  ];
  return <DataTable label="已邀请的好友" columns={columns} rows={members} rowKey={(m, i) => `${m.at}-${i}`} empty="还没有好友通过您的链接注册，快去分享吧" />;
}
