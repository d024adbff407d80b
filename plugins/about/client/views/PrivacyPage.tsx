import { Box, Table, Text } from '@chakra-ui/react';
// Recipes the site's theme leaves to the code that uses them (app/client/shell/theme.ts).
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { AboutLayout, LegalClauses, type Clause } from './AboutLayout';

/** What is collected, why, and how long it is kept (the table of the policy's first part). */
const COLLECTED: readonly { item: string; when: string; why: string; kept: string }[] = [
  { item: '手机号', when: '注册、绑定或更换手机', why: '发送验证码、短信登录、找回密码、账号安全提醒', kept: '账号存续期间；注销时删除' },
  { item: '用户名、密码', when: '注册、修改密码', why: '账号登录；密码仅保存不可逆的加密摘要，任何人无法查看原文', kept: '账号存续期间；注销后用户名保留为不可再注册的标识，密码摘要作废' },
  { item: '同意记录', when: '注册', why: '证明您已同意的协议与政策版本：版本号、同意时间、IP 地址', kept: '账号存续期间；注销时删除 IP 地址' },
  { item: '登录记录', when: '每次登录', why: '账号安全：登录方式、浏览器与操作系统类型、IP 地址、登录时间，用于登录设备管理（可在个人中心查看并退出其他设备）与防暴力破解', kept: '登录失效后 30 天' },
  { item: '验证码与安全验证', when: '获取验证码、登录失败', why: '防止恶意注册与撞库；仅保存验证码的加密摘要', kept: '24 小时内删除' },
  { item: '收藏、浏览与检索记录', when: '使用收藏、检索与政策问答', why: '为您保存收藏夹、检索历史与问答记录', kept: '账号存续期间，您可在相应页面删除' },
  { item: '订单与发票信息', when: '开通会员服务、申请发票', why: '完成支付、开通权益、开具发票：订单号、套餐、金额、支付时间，发票抬头、税号、接收邮箱', kept: '依照《中华人民共和国会计法》《会计档案管理办法》规定的期限；注销后以匿名方式保存' },
  { item: '积分与活动记录', when: '签到、完成任务、抽奖、兑换', why: '记录积分的获得与消耗、抽奖与兑换结果，用于积分核算与奖品发放', kept: '账号存续期间；积分于获得次年年底过期' },
  { item: '收货地址', when: '兑换或领取实物礼品', why: '寄送礼品：收货人、手机号、所在地区与详细地址（页面中手机号脱敏显示）', kept: '随兑换记录保存；注销时删除' },
  { item: '邀请关系', when: '通过邀请链接注册', why: '记录邀请人，用于邀请活动的奖励核算', kept: '账号存续期间' },
  { item: '意见反馈', when: '提交反馈', why: '处理与答复您的反馈：反馈内容及您自愿留下的联系方式', kept: '处理完毕后删除联系方式' },
];

const CLAUSES: readonly Clause[] = [
  {
    title: '我们如何使用 Cookie 与本地存储',
    paragraphs: [
      '登录后，我们在您的浏览器中保存登录令牌（本地存储）与单点登录 Cookie（zjzb_sso，仅限本网站读取、不可被页面脚本访问），用于保持登录状态；勾选“一周内自动登录”时保存 7 天，否则在关闭浏览器后失效。',
      '我们不使用第三方广告 Cookie，也不利用 Cookie 对您进行跨网站追踪。您可以在浏览器设置中清除 Cookie，清除后需要重新登录。',
    ],
  },
  {
    title: '我们如何委托处理、共享、转让和公开披露个人信息',
    paragraphs: [
      '委托处理：为发送短信验证码，我们将您的手机号和短信内容提供给签约的短信服务商；为完成在线支付，我们将订单号、商品名称和金额提供给支付宝（中国）网络技术有限公司，支付过程中的账户信息由支付机构依其隐私政策处理，我们不会获取您的支付账号或密码。我们要求受托方仅按约定目的处理，并承担保密与安全义务。',
      '我们不会向任何第三方出售您的个人信息，也不会在未取得您单独同意的情况下向第三方提供。',
      '仅在法律法规规定、司法或行政机关依法要求的情形下，我们才会依法披露必要的个人信息。',
      '发生合并、分立、解散、被宣告破产等情形需要转移个人信息的，我们将告知接收方的名称和联系方式，并要求其继续履行本政策的义务。',
    ],
  },
  {
    title: '我们如何存储和保护个人信息',
    paragraphs: [
      '您的个人信息存储于中华人民共和国境内的服务器，不会向境外提供。',
      '我们仅在实现本政策所述目的所必需的最短期限内保留个人信息（见上表），超出期限后予以删除或匿名化处理，法律法规另有规定的除外。',
      '我们采取的安全措施包括：密码以加盐的 scrypt 算法保存不可逆摘要，登录令牌、验证码、安全验证答案均只保存摘要；登录信息在浏览器端加密后传输；登录失败次数限制与图形验证；每个账号最多同时保持 10 个登录；员工按最小权限访问数据并签署保密协议。',
      '如不幸发生个人信息安全事件，我们将按照法律法规的要求，及时告知您事件的基本情况、可能的影响、已采取的处置措施以及您可自主防范的建议，并向主管部门报告。',
    ],
  },
  {
    title: '您的权利',
    paragraphs: [
      '依据《中华人民共和国个人信息保护法》，您对自己的个人信息享有知情权、决定权，有权限制或拒绝我们的处理（法律另有规定的除外）。',
      '查阅、复制与更正：您可以在“个人中心”查阅账号信息、登录设备、收藏与订单；如需获取个人信息副本或更正不准确的信息，可联系我们办理。',
      '删除：您可以随时删除收藏、检索与问答记录；出现处理目的已实现、我们停止提供服务、您撤回同意等情形时，您有权要求我们删除相关个人信息。',
      '撤回同意：您可以通过注销账号撤回对本政策的同意。撤回不影响撤回前基于同意已进行的处理活动的效力。',
      '注销账号：在“个人中心—账号安全—注销账号”中通过绑定手机的短信验证即可注销。注销后，手机号、姓名、头像、登录记录、收藏等个人信息将被删除或匿名化，所有登录立即失效；为履行财务、税务等法定义务保留的订单记录将以无法识别到您的方式保存。',
      '解释说明：您有权要求我们对个人信息处理规则进行解释说明。个人信息处理者的决定对您的权益有重大影响的，您有权拒绝仅通过自动化决策的方式作出的决定。',
      '我们将在收到您的请求并验证身份后 15 个工作日内答复。对合理的请求原则上不收取费用。',
    ],
  },
  {
    title: '未成年人的个人信息',
    paragraphs: [
      '本网站面向工程造价专业人士，不面向未成年人提供服务。如您是未满十四周岁的未成年人，请不要注册账号；如我们发现在未取得监护人同意的情况下收集了未满十四周岁未成年人的个人信息，将尽快删除。',
    ],
  },
  {
    title: '本政策的更新',
    paragraphs: [
      '我们可能适时修订本政策。修订导致您的权利实质减少，或处理目的、方式、个人信息种类发生变化的，我们将在生效前以网站公告或站内消息提示您，并在需要时重新征得您的同意。',
    ],
  },
  {
    title: '如何联系我们',
    paragraphs: [
      '个人信息处理者：造价指标网运营方，地址：杭州市西湖区文三路 90 号 东部软件园 7 号楼。',
      '如您对本政策或您的个人信息有任何疑问、意见、投诉或行使权利的请求，可拨打客服热线 400-860-2026（工作日 9:00-18:00），或发送邮件至 service@zaojiazhibiao.cn（邮件标题请注明“个人信息保护”）。',
      '如您对我们的答复不满意，可以向网信、公安、市场监管等主管部门投诉或举报，或向有管辖权的人民法院提起诉讼。',
    ],
  },
];

/** /about/privacy: 隐私政策 (consented to at registration; its version is stored with the consent). */
export default function PrivacyPage() {
  return (
    <AboutLayout title="隐私政策" caption="PRIVACY POLICY" intro="我们如何收集、使用、存储和保护您的个人信息，以及您享有的权利">
      <Text fontSize="13px" color="page.muted" mb="5">
        版本：2026年11月1日　　生效日期：2026年11月1日
      </Text>
      <Text fontSize="14px" color="gray.700" lineHeight="1.9" mb="4" textIndent="2em">
        造价指标网（以下简称“我们”）深知个人信息对您的重要性，将按照《中华人民共和国个人信息保护法》等法律法规，遵循合法、正当、必要和诚信的原则处理您的个人信息。我们只收集提供服务所必需的信息，不会将其用于本政策未说明的目的。
      </Text>
      <Text fontSize="14px" color="gray.700" lineHeight="1.9" mb="6" textIndent="2em">
        不注册也可以浏览本网站的公开页面，此时我们仅出于网站安全需要，在服务器日志中记录访问的地址、时间与浏览器类型，不会用于识别您的身份。注册与使用账号时，我们处理的个人信息如下：
      </Text>
      <Box as="section" aria-labelledby="privacy-collected" mb="9">
        <Text as="h2" id="privacy-collected" fontSize="16px" fontWeight="600" color="page.fg" mb="3">
          我们收集哪些信息、为什么、保存多久
        </Text>
        <Table.Root recipe={tableSlotRecipe} size="sm" variant="outline" fontSize="13px" borderRadius="8px" overflow="hidden">
          <Table.Header>
            <Table.Row bg="gray.50">
              <Table.ColumnHeader w="130px">信息</Table.ColumnHeader>
              <Table.ColumnHeader w="140px">收集场景</Table.ColumnHeader>
              <Table.ColumnHeader>用途</Table.ColumnHeader>
              <Table.ColumnHeader w="190px">保存期限</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {COLLECTED.map((row) => (
              <Table.Row key={row.item}>
                <Table.Cell as="th" scope="row" fontWeight="600" color="gray.800" verticalAlign="top">
                  {row.item}
                </Table.Cell>
                <Table.Cell color="gray.600" verticalAlign="top">
                  {row.when}
                </Table.Cell>
                <Table.Cell color="gray.700" lineHeight="1.7" verticalAlign="top">
                  {row.why}
                </Table.Cell>
                <Table.Cell color="gray.600" lineHeight="1.7" verticalAlign="top">
                  {row.kept}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        <Text fontSize="13px" color="page.muted" mt="3" lineHeight="1.8">
          手机号、验证码为注册所必需；其余信息仅在您使用相应功能时处理。我们不收集您的身份证号、精确位置、通讯录等与服务无关的信息。
        </Text>
      </Box>
      <LegalClauses clauses={CLAUSES} effective="本政策自 2026 年 11 月 1 日起生效。" />
    </AboutLayout>
  );
}
