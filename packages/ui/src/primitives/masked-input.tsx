import * as React from "react";
import { CPF_MASKED_LENGTH, maskCpf, onlyDigits } from "@placar/core/cpf";
import { maskPhone } from "@placar/core/phone";

import { Input, type InputProps } from "./input.tsx";
import { useControllableState } from "./use-controllable-state.ts";

/** '(DD) N NNNN-NNNN'. */
const PHONE_MAX_LENGTH = 16;

/** How each mask formats what is typed, its longest masked form, and what to tell the browser. */
export const MASKS = {
  cpf: { format: maskCpf, maxLength: CPF_MASKED_LENGTH, placeholder: "000.000.000-00", autoComplete: "off" },
  phone: {
    format: maskPhone,
    maxLength: PHONE_MAX_LENGTH,
    placeholder: "(00) 0 0000-0000",
    autoComplete: "tel-national",
  },
} as const;

export type Mask = keyof typeof MASKS;

export type MaskedInputProps = Omit<InputProps, "value" | "defaultValue" | "onChange" | "type"> & {
  /** Which Brazilian format to apply while typing: CPF (000.000.000-00) or phone ((00) 0000-0000 / (00) 0 0000-0000). */
  mask: Mask;
  /** The masked text (controlled); pair with `onValueChange`. */
  value?: string;
  /** The text it starts with (uncontrolled); masked on first render. */
  defaultValue?: string;
  /** Called with the masked text and its digits alone whenever the text changes. */
  onValueChange?: (masked: string, digits: string) => void;
  /** Called with the native change event after masking. */
  onChange?: React.ChangeEventHandler<HTMLInputElement>;
};

/** A text field that formats CPF or phone numbers as they are typed; the icon matches the mask. */
export function MaskedInput({
  mask,
  value: valueProp,
  defaultValue = "",
  onValueChange,
  onChange,
  icon,
  maxLength,
  placeholder,
  autoComplete,
  ...props
}: MaskedInputProps) {
  const spec = MASKS[mask];
  const [value, setValue] = useControllableState(
    valueProp === undefined ? undefined : spec.format(valueProp),
    spec.format(defaultValue),
    (next: string) => onValueChange?.(next, onlyDigits(next)),
  );
  return (
    <Input
      type="text"
      inputMode="numeric"
      data-mask={mask}
      icon={icon ?? mask}
      value={value}
      maxLength={maxLength ?? spec.maxLength}
      placeholder={placeholder ?? spec.placeholder}
      autoComplete={autoComplete ?? spec.autoComplete}
      onChange={(event) => {
        setValue(spec.format(event.target.value));
        onChange?.(event);
      }}
      {...props}
    />
  );
}
