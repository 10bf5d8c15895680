/** One choice of a select, radio group or checkbox group. spec: menu-browsing §2 values (label, value) */
export interface FieldOption {
  readonly label: string
  readonly value: string
  /** Pre-selected in the form builder. */
  readonly selected: boolean
}

/** What every field that takes input carries. spec: menu-browsing §2 Dynamic form fields */
export interface InputFieldBase {
  /** The submission key; unique within a form (a repeated name gets `-{index}`, reported). */
  readonly name: string
  /** As written by the venue; may hold simple HTML. Messages use its plain text. */
  readonly label: string
  readonly required: boolean
  readonly placeholder?: string
  readonly description?: string
}

/** A heading (display only). `subtype` is h1..h6 as given, default 'h1'. */
export interface HeaderField {
  readonly type: 'header'
  readonly subtype: string
  readonly label: string
}

/** A paragraph of venue text (display only). `subtype` is p, address, blockquote... default 'p'. */
export interface ParagraphField {
  readonly type: 'paragraph'
  readonly subtype: string
  readonly label: string
}

/** The text input's subtypes; e-mail and tel carry their own rules. */
export type TextSubtype = 'text' | 'email' | 'tel' | 'password' | 'color'

/** A one-line text input (also e-mail and tel). */
export interface TextField extends InputFieldBase {
  readonly type: 'text'
  readonly subtype: TextSubtype
  readonly maxlength?: number
}

/** A multi-line text input. */
export interface TextareaField extends InputFieldBase {
  readonly type: 'textarea'
  readonly rows?: number
  readonly maxlength?: number
}

/** A number input. */
export interface NumberField extends InputFieldBase {
  readonly type: 'number'
  readonly min?: number
  readonly max?: number
  readonly step?: number
}

/** A drop-down; `multiple` lets several options be chosen. */
export interface SelectField extends InputFieldBase {
  readonly type: 'select'
  readonly multiple: boolean
  readonly values: readonly FieldOption[]
}

/** One choice among options; `other` adds a free-text choice. */
export interface RadioGroupField extends InputFieldBase {
  readonly type: 'radio-group'
  readonly inline: boolean
  readonly other: boolean
  readonly values: readonly FieldOption[]
}

/** Any number of options; `toggle` renders switches; `other` adds a free-text choice. */
export interface CheckboxGroupField extends InputFieldBase {
  readonly type: 'checkbox-group'
  readonly inline: boolean
  readonly other: boolean
  readonly toggle: boolean
  readonly values: readonly FieldOption[]
}

/** A calendar date, value 'YYYY-MM-DD'. */
export interface DateField extends InputFieldBase {
  readonly type: 'date'
}

/** Stars from 1 to `max`; `max` comes from the item's placeholder (default 5). */
export interface StarRatingField extends InputFieldBase {
  readonly type: 'starRating'
  readonly max: number
}

/**
 * A field of a type this package does not know: kept so the form still renders (its label as
 * display-only text) and reported by {@link parseFormData}; it takes no value and never blocks submit.
 */
export interface UnknownField {
  readonly type: 'unknown'
  /** The type as the server sent it. */
  readonly sourceType: string
  readonly label: string
}

/** A parsed form field; discriminate by `type`. spec: menu-browsing §2 Dynamic form fields */
export type FormFieldDefinition =
  | HeaderField
  | ParagraphField
  | TextField
  | TextareaField
  | NumberField
  | SelectField
  | RadioGroupField
  | CheckboxGroupField
  | DateField
  | StarRatingField
  | UnknownField

/** The fields that take a value (everything but header, paragraph and unknown). */
export type InputField = Extract<FormFieldDefinition, InputFieldBase>

/** Every `type` of {@link FormFieldDefinition}. */
export type FormFieldType = FormFieldDefinition['type']

/**
 * The value of a radio or checkbox group: chosen option values, and the free text of the 'other'
 * choice when that choice is ticked (`other` present, possibly empty).
 */
export interface ChoiceValue {
  readonly selected: readonly string[]
  readonly other?: string | undefined
}

/**
 * What a form holds per field name while the diner fills it:
 * text, textarea, date, tel, e-mail: string; number: string or number; star rating: number (0 = none);
 * select: string, or string[] when multiple; radio group: string or {@link ChoiceValue};
 * checkbox group: string[] or {@link ChoiceValue}. In the plain shapes (string, string[]) of a group
 * with an 'other' choice, the one value that is not an option is the other text (as in the output).
 */
export type FormValue = string | number | readonly string[] | ChoiceValue | null | undefined

/** A form's values by field name; anything (values come from the network on the server). */
export type FormValues = Readonly<Record<string, unknown>>

/** A validated, normalised answer: text, number, or the chosen values (the other text included). */
export type SubmissionValue = string | number | readonly string[]

/** A valid form's answers by field name; empty optional fields are left out. */
export type FormOutput = Readonly<Record<string, SubmissionValue>>
