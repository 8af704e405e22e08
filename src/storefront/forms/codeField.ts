import { codeDigits } from '@/api/schemas';

type Changing = { target: { value: string } };

/**
 * A registered code or PIN field (fieldProps) that keeps only the digits of what is typed or pasted, six at most
 * (codeDigits): the input itself has no maxlength, which would cut a pasted ' 198 256 ' before it could be cleaned.
 */
export function codeField<P extends { onChange: (event: Changing) => unknown }>(props: P): P {
  return {
    ...props,
    onChange: (event: Changing) => {
      const digits = codeDigits(event.target.value);
      if (digits !== event.target.value) event.target.value = digits;
      return props.onChange(event);
    },
  };
}
