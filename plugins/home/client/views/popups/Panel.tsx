import { useEffect, useId, type ReactNode } from 'react';
import { Box, CloseButton, Flex, Text, chakra } from '@chakra-ui/react';

export const PictureButton = chakra('button', {
  base: {
    display: 'block',
    w: 'full',
    p: '0',
    bg: 'transparent',
    cursor: 'pointer',
    lineHeight: '0',
    _focusVisible: { outline: '3px solid', outlineColor: 'accent.400', outlineOffset: '-3px' },
  },
});

export interface PanelProps {
  title: string;
  side: 'left' | 'right';
  width: string;
  onClose: () => void;
  /** Called once it is on screen (the prompt is remembered as seen). */
  onShown: () => void;
  note?: string;
  children: ReactNode;
}

/**
 * A small non-modal dialog in a bottom corner, clear of the side widget (role dialog, titled, with
 * a 关闭 button): it neither blocks the page nor takes the focus, so a visitor who is typing
 * elsewhere is not interrupted.
 */
export function Panel({ title, side, width, onClose, onShown, note, children }: PanelProps) {
  const id = useId();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => onShown(), []);
  return (
    <Box
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${id}-title`}
      position="fixed"
      bottom="24px"
      {...(side === 'left' ? { left: '24px' } : { right: '88px' })}
      w={width}
      zIndex="banner"
      bg="white"
      borderRadius="12px"
      overflow="hidden"
      boxShadow="0 18px 48px rgba(10, 30, 70, 0.28)"
      animation="fade-in 0.3s ease-out"
    >
      <Flex align="center" justify="space-between" ps="4" pe="1.5" h="40px" borderBottomWidth="1px" borderColor="page.border">
        <Text id={`${id}-title`} fontSize="14px" fontWeight="600" color="page.fg">
          {title}
        </Text>
        <CloseButton size="xs" aria-label="关闭" onClick={onClose} />
      </Flex>
      {children}
      {note ? (
        <Text fontSize="12px" color="gray.500" px="4" py="1.5" bg="gray.50">
          {note}
        </Text>
      ) : null}
    </Box>
  );
}
