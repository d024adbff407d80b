import { Box, Stack, Text } from '@chakra-ui/react';
import { LuLightbulb } from 'react-icons/lu';
import { DataTable, type DataColumn } from '@kernel/client/views/DataTable';
import type { StudyBlock } from '../../shared/contract';

/** An article's or a lesson's text: headings, paragraphs, lists, tables (with their caption) and notes. */
export function Blocks({ blocks, headingLevel = 'h3' }: { blocks: readonly StudyBlock[]; headingLevel?: 'h3' | 'h4' }) {
  return (
    <Stack gap="3" fontSize="15px" lineHeight="1.9" color="gray.800">
      {blocks.map((b, i) => {
        switch (b.kind) {
          case 'heading':
            return (
              <Text key={i} as={headingLevel} fontSize="16px" fontWeight="700" color="gray.900" mt={i === 0 ? '0' : '3'}>
                {b.text}
              </Text>
            );
          case 'list':
            return (
              <Box key={i} as="ul" ps="5" listStyleType="disc" css={{ '& li': { marginBottom: '6px' } }}>
                {(b.items ?? []).map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </Box>
            );
          case 'table':
            return <BlockTable key={i} block={b} />;
          case 'note':
            return (
              <Box key={i} display="flex" gap="2" px="4" py="3" bg="#f0f6ff" borderStartWidth="3px" borderColor="brand.500" borderRadius="4px" fontSize="14px" color="gray.700">
                <Box as="span" color="brand.600" mt="1" flexShrink={0} aria-hidden="true">
                  <LuLightbulb />
                </Box>
                <Text>{b.text}</Text>
              </Box>
            );
          default:
            return (
              <Text key={i} textIndent="2em">
                {b.text}
              </Text>
            );
        }
      })}
    </Stack>
  );
}

function BlockTable({ block }: { block: StudyBlock }) {
  const header = block.header ?? [];
  const columns: DataColumn<string[]>[] = header.map((h, c) => ({ key: String(c), header: h, rowHeader: c === 0, cell: (row) => row[c] ?? '' }));
  return (
    <Box borderWidth="1px" borderColor="page.border" borderRadius="6px" overflow="hidden">
      <DataTable
        label={block.text ?? header.join('、')}
        caption={block.text}
        captionProps={{ px: '3', py: '2', fontSize: '13px', color: 'gray.600', textAlign: 'start', captionSide: 'top' }}
        columns={columns}
        rows={block.rows ?? []}
        rowKey={(_row, i) => i}
      />
    </Box>
  );
}
