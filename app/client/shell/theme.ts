import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  animationStyles,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  checkmarkRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

/** The site's font stack: Chinese system fonts first, then Latin fallbacks. */
export const FONT_STACK =
  '"PingFang SC","Microsoft YaHei","Noto Sans CJK SC","Noto Sans SC","Helvetica Neue",Arial,sans-serif';

/** Width of the centred content column of every page. */
export const CONTENT_WIDTH = 1200;

const config = defineConfig({
  globalCss: {
    'html, body': {
      minWidth: '1240px',
    },
    body: {
      bg: 'page.bg',
      color: 'page.fg',
      fontFamily: 'body',
      fontSize: '14px',
      lineHeight: '1.6',
    },
    '::selection': {
      bg: 'brand.100',
      color: 'brand.900',
    },
  },
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#eaf1fd' },
          100: { value: '#d0e0fa' },
          200: { value: '#a4c3f4' },
          300: { value: '#709fec' },
          400: { value: '#3f7ae0' },
          500: { value: '#2265d6' },
          600: { value: '#1456c8' },
          700: { value: '#0f45a3' },
          800: { value: '#0d3880' },
          900: { value: '#0b2c63' },
          950: { value: '#071c40' },
        },
        accent: {
          50: { value: '#fff7e8' },
          100: { value: '#feeac4' },
          200: { value: '#fcd58a' },
          300: { value: '#f9bf55' },
          400: { value: '#f7b03a' },
          500: { value: '#f5a623' },
          600: { value: '#dd8b0c' },
          700: { value: '#b56d0a' },
          800: { value: '#8c540c' },
          900: { value: '#6b400d' },
          950: { value: '#3d2305' },
        },
        navy: {
          700: { value: '#1b2b4a' },
          800: { value: '#142340' },
          900: { value: '#0e1a31' },
        },
      },
      fonts: {
        heading: { value: FONT_STACK },
        body: { value: FONT_STACK },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
        accent: {
          solid: { value: '{colors.accent.500}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.accent.700}' },
          muted: { value: '{colors.accent.100}' },
          subtle: { value: '{colors.accent.50}' },
          emphasized: { value: '{colors.accent.200}' },
          focusRing: { value: '{colors.accent.500}' },
        },
        page: {
          bg: { value: '#f4f6fa' },
          fg: { value: '#1f2937' },
          muted: { value: '#6b7280' },
          border: { value: '#e5e9f0' },
          card: { value: '#ffffff' },
        },
      },
    },
    keyframes: {
      zjProgress: {
        '0%': { transform: 'translateX(-100%)' },
        '60%': { transform: 'translateX(60%)' },
        '100%': { transform: 'translateX(200%)' },
      },
      zjSlideDown: {
        from: { transform: 'translate(-50%, -120%)', opacity: '0' },
        to: { transform: 'translate(-50%, 0)', opacity: '1' },
      },
    },
  },
});

/**
 * Chakra's default theme (tokens, semantic tokens, text/layer/animation styles, global CSS) with
 * only the recipes of the components the site renders. Chakra's `defaultConfig` holds the recipes
 * of every component (about 50 KB of minified JavaScript in the first load); a component whose
 * recipe is missing here renders unstyled, so add its recipe when a new Chakra component is used.
 * Keys are the ones the components look up (`useRecipe({ key })` in @chakra-ui/react).
 *
 * Not here: the recipes of the components only code loaded later renders (Dialog, Table, Popover,
 * Menu, Avatar, Toast, Tabs, Checkbox, Progress, Textarea). That code passes its recipe to the
 * component (`recipe` prop on the root, e.g. `<Dialog.Root recipe={dialogSlotRecipe}>` with the
 * recipe from '@chakra-ui/react/theme'), so the recipe downloads with it: kernel/client/views
 * (DialogShell, DataTable, RegionSelector), the shell's UserMenu and ToastView, and the pages and
 * dialogs that use those components directly. Use those views, or pass the recipe the same way.
 */
const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe, // Button, IconButton, CloseButton
      checkmark: checkmarkRecipe, // Checkbox.Control's indicator
      heading: headingRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe, // InputGroup's addons
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      breadcrumb: breadcrumbSlotRecipe,
      field: fieldSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
    },
  },
});

/** The Chakra system of the site: pass it to `<ChakraProvider value={system}>`. */
export const system = createSystem(defaultBaseConfig, themeConfig, config);
