import { chakra } from '@chakra-ui/react';

const Anchor = chakra('a', {
  base: {
    position: 'absolute',
    top: '-100px',
    left: '16px',
    zIndex: 3000,
    px: '4',
    py: '2',
    bg: 'brand.600',
    color: 'white',
    borderRadius: '0 0 6px 6px',
    fontSize: '14px',
    _focus: { top: '0' },
  },
});

/** A keyboard user's shortcut past the header. */
export function SkipLink({ target }: { target: string }) {
  return (
    <Anchor
      href={`#${target}`}
      onClick={(event) => {
        const main = document.getElementById(target);
        if (!main) return;
        event.preventDefault();
        main.focus();
      }}
    >
      跳到主要内容
    </Anchor>
  );
}
