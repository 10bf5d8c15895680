import type { FormValidator } from '@carte/forms'
import { useState } from 'react'
import { DynamicForm, type DynamicFormProps, type DynamicFormValues } from '../src/index'

/**
 * A DynamicForm as a screen wires it (test harness): the diner's values in state, checked by the
 * form's validator on every change, its issues shown and Submit unavailable while invalid.
 * `onValidSubmit` receives the validator's output (what a screen would send), `onSubmit` the raw
 * values as DynamicForm gives them.
 */
export function ValidatedForm({
  fields,
  validate,
  label = 'Feedback',
  submitDisabled,
  onSubmit,
  onValidSubmit,
}: {
  readonly fields: DynamicFormProps['fields']
  readonly validate: FormValidator
  readonly label?: string
  readonly submitDisabled?: boolean
  readonly onSubmit?: (values: DynamicFormValues) => void
  readonly onValidSubmit?: (output: DynamicFormValues) => void
}) {
  const [values, setValues] = useState<DynamicFormValues>({})
  const result = validate(values)
  const submit = onValidSubmit ? () => onValidSubmit(result.success ? result.output : {}) : onSubmit
  return (
    <DynamicForm
      aria-label={label}
      fields={fields}
      values={values}
      onValuesChange={setValues}
      issues={result.issues}
      submitDisabled={submitDisabled ?? !result.success}
      {...(submit ? { onSubmit: submit } : {})}
    />
  )
}
