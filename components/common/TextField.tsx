import MuiTextField, { type TextFieldProps } from '@mui/material/TextField';
import { useForkRef } from '@mui/material/utils';
import { useTypedBeforeHydration } from './useTypedBeforeHydration';

/**
 * MUI's TextField for the site's forms, with one difference: what is typed into the server-rendered input before
 * the page hydrates is kept (useTypedBeforeHydration), not wiped by the first render. Same props as MUI's; a `select`
 * keeps MUI's behaviour (its value is not typed).
 */
export default function TextField(props: TextFieldProps) {
  const kept = useTypedBeforeHydration(props.select ? undefined : props.value, props.onChange);
  const inputRef = useForkRef(props.inputRef, kept);
  return <MuiTextField {...props} inputRef={inputRef} />;
}
