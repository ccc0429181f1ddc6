export { colorVar, spacing, type BoxProps, type Spacing } from './box';
export {
  Center,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  type BlockProps,
  type FlexProps,
} from './layout';
export { Modal, type ModalProps } from './Modal';
export { Stepper, type StepperProps } from './Stepper';
export { Tabs, type TabsProps } from './Tabs';
export {
  Anchor,
  Text,
  TextButton,
  Title,
  type AnchorProps,
  type TextButtonProps,
  type TextProps,
  type TitleProps,
} from './typography';
export { Button, ButtonLink, type ButtonLinkProps, type ButtonProps } from './Button';
export {
  Checkbox,
  NativeSelect,
  PasswordInput,
  Radio,
  RadioGroup,
  Textarea,
  TextInput,
  type CheckboxProps,
  type FieldProps,
  type NativeSelectProps,
  type PasswordInputProps,
  type RadioGroupProps,
  type RadioProps,
  type TextareaProps,
  type TextInputProps,
} from './fields';
export {
  Alert,
  Badge,
  Loader,
  Skeleton,
  ThemeIcon,
  VisuallyHidden,
  type AlertProps,
  type BadgeProps,
  type ThemeIconProps,
} from './feedback';
