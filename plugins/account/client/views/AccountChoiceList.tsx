import { Badge, Box, Flex, HStack, IconButton, Spinner, Stack, Text, chakra } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuArrowLeft, LuBuilding2, LuChevronRight, LuUserRound } from 'react-icons/lu';
import { useService } from '@kernel/client/react';
import type { BindingAccount } from '../../shared/contract';
import { AccountStore } from '../account-store';
import { FormMessage } from './LoginFormParts';

const Entry = chakra('button', {
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    w: 'full',
    px: '4',
    py: '3',
    borderWidth: '1px',
    borderColor: 'gray.200',
    borderRadius: '8px',
    bg: 'white',
    textAlign: 'left',
    cursor: 'pointer',
    transition: 'all 0.15s',
    _hover: { borderColor: 'brand.400', bg: 'brand.50' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '1px' },
    _disabled: { cursor: 'not-allowed', opacity: 0.6 },
  },
});

/**
 * The phone login's account-selection list (several accounts bound to one phone): accounts with
 * rights first, then those without (marked 无权限); the back arrow returns to the form with the
 * code reset; choosing an entry logs that account in.
 */
export const AccountChoiceList = observer(function AccountChoiceList() {
  const store = useService<AccountStore>(AccountStore);
  const choices = store.accountChoices;
  if (!choices) return null;
  const entries = [...choices.haveRightsAccounts, ...choices.noRightsAccounts];

  return (
    <Stack gap="3" role="group" aria-labelledby="account-choice-heading">
      <HStack gap="2" mt="-1">
        <IconButton aria-label="返回" variant="ghost" size="sm" ms="-2" onClick={store.backToPhoneForm} disabled={store.choosing !== ''}>
          <LuArrowLeft />
        </IconButton>
        <Text id="account-choice-heading" fontSize="15px" fontWeight="600" color="gray.800">
          请选择要登录的账号
        </Text>
      </HStack>
      <Box maxH="236px" overflowY="auto" pe="1">
        <Stack gap="2" as="ul" listStyleType="none" m="0" p="0">
          {entries.map((account) => (
            <li key={account.globalId || account.id}>
              <AccountEntry account={account} busy={store.choosing === account.globalId} disabled={store.choosing !== ''} onChoose={() => void store.chooseAccount(account)} />
            </li>
          ))}
        </Stack>
      </Box>
      <FormMessage error={store.phoneError} />
    </Stack>
  );
});

function AccountEntry({ account, busy, disabled, onChoose }: { account: BindingAccount; busy: boolean; disabled: boolean; onChoose: () => void }) {
  const Icon = account.accountGroup === 'personalAccount' ? LuUserRound : LuBuilding2;
  return (
    <Entry type="button" onClick={onChoose} disabled={disabled} aria-busy={busy || undefined}>
      <Flex w="36px" h="36px" borderRadius="full" bg={account.haveRights ? 'brand.50' : 'gray.100'} color={account.haveRights ? 'brand.600' : 'gray.400'} align="center" justify="center" flexShrink={0}>
        <Icon aria-hidden="true" />
      </Flex>
      <Box flex="1" minW="0">
        <Text fontSize="14px" fontWeight="500" color="gray.800" truncate>
          {account.username}
        </Text>
        <Text fontSize="12px" color="gray.500" truncate>
          {account.accountTypeName}
        </Text>
      </Box>
      {account.haveRights ? null : (
        <Badge colorPalette="gray" variant="subtle" fontSize="11px" flexShrink={0}>
          无权限
        </Badge>
      )}
      {busy ? <Spinner size="sm" color="brand.500" /> : (
        <Box color="gray.400" flexShrink={0} aria-hidden="true">
          <LuChevronRight />
        </Box>
      )}
    </Entry>
  );
}
