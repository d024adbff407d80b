import { useState } from 'react';
import { Box, Flex, Grid, Heading, Text, chakra } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuChevronDown, LuMapPin, LuTrendingDown } from 'react-icons/lu';
import { useService } from '@kernel/client/react';
import type { HitType } from '../../../shared/contract';
import { HomeStore } from '../../store';
import { SectionHeading } from './SectionHeading';
import { ViewCount } from './ViewCount';

const ToggleButton = chakra('button', {
  base: {
    display: 'block',
    w: 'full',
    textAlign: 'start',
    bg: 'transparent',
    cursor: 'pointer',
    p: '0',
    color: 'inherit',
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px', borderRadius: '4px' },
  },
});

/**
 * 造价管控: application cases (saving rate, region, building use) beside the cost-share articles.
 * Opening an entry shows its summary and counts one view (shown as N w+ above 4 digits).
 */
export const ControlSection = observer(function ControlSection() {
  const store = useService<HomeStore>(HomeStore);
  const [open, setOpen] = useState<string | null>(null);
  if (store.controlCases.length === 0 && store.costShares.length === 0) return null;
  const toggle = (type: HitType, id: number) => {
    const key = `${type}-${id}`;
    if (open === key) {
      setOpen(null);
      return;
    }
    setOpen(key);
    void store.hit(type, id);
  };

  return (
    <Box as="section" aria-labelledby="home-control-title" mt="12">
      <SectionHeading id="home-control-title" title="造价管控" subtitle="来自一线的管控实践：用指标设限额、做对标、找偏差" />
      <Grid templateColumns="minmax(0, 3fr) minmax(0, 2fr)" gap="5">
        <Box bg="white" borderWidth="1px" borderColor="page.border" borderRadius="10px" p="6">
          <Heading as="h3" fontSize="17px" fontWeight="600" color="page.fg" mb="4">
            造价管控应用案例
          </Heading>
          <Box as="ul" listStyleType="none" m="0" p="0">
            {store.controlCases.map((c, i) => {
              const key = `case-${c.id}`;
              const expanded = open === key;
              return (
                <Box as="li" key={c.id} py="3.5" borderTopWidth={i === 0 ? '0' : '1px'} borderColor="page.border">
                  <ToggleButton aria-expanded={expanded} aria-controls={`${key}-body`} onClick={() => toggle('case', c.id)}>
                    <Flex align="center" gap="4">
                      <Flex direction="column" align="center" justify="center" w="64px" h="52px" flexShrink={0} borderRadius="8px" bg="#e8f7f1" color="#0f8a5f">
                        <Text fontSize="17px" fontWeight="700" lineHeight="1.1" fontVariantNumeric="tabular-nums">
                          {c.savingRate.toFixed(1)}%
                        </Text>
                        <Flex align="center" gap="0.5" fontSize="11px">
                          <LuTrendingDown aria-hidden="true" />
                          节约
                        </Flex>
                      </Flex>
                      <Box flex="1" minW="0">
                        <Text fontSize="15px" fontWeight="500" color="page.fg" lineClamp={1} _hover={{ color: 'brand.600' }}>
                          {c.title}
                        </Text>
                        <Flex gap="4" mt="1" fontSize="12px" color="gray.500" align="center">
                          <Flex as="span" align="center" gap="1">
                            <LuMapPin aria-hidden="true" />
                            {c.region}
                          </Flex>
                          <span>{c.buildingUse}</span>
                          <span>{c.publishDate}</span>
                          <ViewCount count={c.viewCount} />
                        </Flex>
                      </Box>
                      <Box color="gray.400" transform={expanded ? 'rotate(180deg)' : undefined} transition="transform 0.2s">
                        <LuChevronDown aria-hidden="true" />
                      </Box>
                    </Flex>
                  </ToggleButton>
                  {expanded ? (
                    <Text id={`${key}-body`} fontSize="13px" color="gray.600" lineHeight="1.9" mt="2.5" ms="80px" bg="gray.50" borderRadius="6px" px="3" py="2">
                      {c.summary}
                    </Text>
                  ) : null}
                </Box>
              );
            })}
          </Box>
        </Box>
        <Box bg="white" borderWidth="1px" borderColor="page.border" borderRadius="10px" p="6">
          <Heading as="h3" fontSize="17px" fontWeight="600" color="page.fg" mb="4">
            造价管控成本分享
          </Heading>
          <Box as="ol" listStyleType="none" m="0" p="0">
            {store.costShares.map((s, i) => {
              const key = `share-${s.id}`;
              const expanded = open === key;
              return (
                <Box as="li" key={s.id} py="3" borderTopWidth={i === 0 ? '0' : '1px'} borderColor="page.border">
                  <ToggleButton aria-expanded={expanded} aria-controls={`${key}-body`} onClick={() => toggle('share', s.id)}>
                    <Flex gap="3" align="flex-start">
                      <Text as="span" w="22px" h="22px" flexShrink={0} borderRadius="4px" fontSize="12px" fontWeight="700" textAlign="center" lineHeight="22px" bg="brand.50" color="brand.700">
                        {i + 1}
                      </Text>
                      <Box flex="1" minW="0">
                        <Text fontSize="14px" color="page.fg" lineClamp={1} _hover={{ color: 'brand.600' }}>
                          {s.title}
                        </Text>
                        <Flex gap="3" mt="1" fontSize="12px" color="gray.500" align="center">
                          <Box as="span" color="brand.600">
                            {s.tag}
                          </Box>
                          <Text as="span" lineClamp={1}>
                            {s.author}
                          </Text>
                          <Box ms="auto">
                            <ViewCount count={s.viewCount} />
                          </Box>
                        </Flex>
                      </Box>
                    </Flex>
                  </ToggleButton>
                  {expanded ? (
                    <Text id={`${key}-body`} fontSize="13px" color="gray.600" lineHeight="1.8" mt="2" ms="34px">
                      {s.summary}
                      <Text as="span" color="gray.400" ms="2">
                        {s.publishDate}
                      </Text>
                    </Text>
                  ) : null}
                </Box>
              );
            })}
          </Box>
        </Box>
      </Grid>
    </Box>
  );
});
