// Marquee's UI kit: small components on native elements. Screens compose these; they do not restyle them.
export { Alert, type AlertProps, type AlertTone } from "./alert";
export { StatusBadge, statusTone, type BadgeTone, type StatusBadgeProps } from "./badge";
export {
  Button,
  LinkButton,
  buttonClasses,
  type ButtonProps,
  type ButtonSize,
  type ButtonStyle,
  type ButtonVariant,
  type LinkButtonProps,
} from "./button";
export { Card, KeptCard, type CardImage, type CardProps } from "./card";
export { cx } from "./class-names";
export { DetailColumns } from "./detail-columns";
export { Dialog, DialogPage, type DialogPageProps, type DialogProps } from "./dialog";
export {
  CheckboxField,
  ErrorList,
  Field,
  FileField,
  RadioGroup,
  RequiredMark,
  SelectField,
  TextareaField,
  controlClasses,
  type CheckboxFieldProps,
  type FieldProps,
  type FileFieldProps,
  type RadioGroupProps,
  type RadioOption,
  type SelectFieldProps,
  type SelectOption,
  type TextareaFieldProps,
} from "./field";
export { useHydrated } from "./hydrated";
export { OfferBar, type OfferBarProps } from "./offer-bar";
export { Pagination, type PaginationProps } from "./pagination";
export { Spinner, type SpinnerProps } from "./spinner";
export { Table, type TableColumn, type TableProps } from "./table";
export { Tabs, type TabItem, type TabsProps } from "./tabs";
export { Toast, type ToastProps, type ToastType } from "./toast";
