import * as v from 'valibot'
import { APP_ID } from './app-constants'
import { OtpSchema } from './otp'
import { firstPasswordError, PASSWORD_MAX_LENGTH, PASSWORDS_DO_NOT_MATCH } from './password-rules'

/** AppID as sent by clients: the number 5 or the string '5'. */
export const AppIdSchema = v.pipe(
  v.union([v.number(), v.string()], 'AppID is required'),
  v.transform((value) => Number(value)),
  v.literal(APP_ID, 'Invalid AppID'),
)

const DomainNameSchema = v.pipe(
  v.string('DomainName is required'),
  v.trim(),
  v.nonEmpty('DomainName is required'),
  v.maxLength(253, 'DomainName is too long'),
)

/** An e-mail used as the username; whitespace trimmed, compared lower-cased. */
export const UsernameSchema = v.pipe(
  v.string('Email is required'),
  v.trim(),
  v.nonEmpty('Email is required'),
  v.maxLength(254, 'Email is too long'),
  v.email('Enter a valid email address'),
  v.toLowerCase(),
)

const PasswordSchema = v.pipe(
  v.string('Password is required'),
  v.nonEmpty('Password is required'),
  v.maxLength(PASSWORD_MAX_LENGTH, 'Password is too long'),
)

/** POST /check-first-login */
export const CheckFirstLoginSchema = v.object({
  AppID: AppIdSchema,
  DomainName: DomainNameSchema,
  Username: UsernameSchema,
})

/** POST /validate-user */
export const ValidateUserSchema = v.object({
  AppID: AppIdSchema,
  DomainName: DomainNameSchema,
  Username: UsernameSchema,
  Password: PasswordSchema,
})

/** POST /validate-otp */
export const ValidateOtpSchema = v.object({
  AppID: AppIdSchema,
  DomainName: DomainNameSchema,
  Username: UsernameSchema,
  OTP: OtpSchema,
})

/** A new password that meets every rule of spec point 5, first broken rule reported. */
export const NewPasswordSchema = v.pipe(
  v.string('Password is required'),
  v.maxLength(PASSWORD_MAX_LENGTH, 'Password is too long'),
  v.rawCheck(({ dataset, addIssue }) => {
    const message = dataset.typed ? firstPasswordError(dataset.value) : null
    if (message) addIssue({ message })
  }),
)

/** POST /update-password */
export const UpdatePasswordSchema = v.pipe(
  v.object({
    AppID: AppIdSchema,
    DomainName: DomainNameSchema,
    Username: UsernameSchema,
    NewPassword: NewPasswordSchema,
    ConfirmPassword: v.string('Confirm Password is required'),
  }),
  v.forward(
    v.partialCheck(
      [['NewPassword'], ['ConfirmPassword']],
      (input) => input.NewPassword === input.ConfirmPassword,
      PASSWORDS_DO_NOT_MATCH,
    ),
    ['ConfirmPassword'],
  ),
)

/** PUT /forgot-password */
export const ForgotPasswordSchema = v.object({
  DomainName: DomainNameSchema,
  Username: UsernameSchema,
})

/** GET /validate-login query */
export const ValidateLoginQuerySchema = v.object({ AppID: AppIdSchema })

export type CheckFirstLoginInput = v.InferOutput<typeof CheckFirstLoginSchema>
export type ValidateUserInput = v.InferOutput<typeof ValidateUserSchema>
export type ValidateOtpInput = v.InferOutput<typeof ValidateOtpSchema>
export type UpdatePasswordInput = v.InferOutput<typeof UpdatePasswordSchema>
export type ForgotPasswordInput = v.InferOutput<typeof ForgotPasswordSchema>
