import * as v from 'valibot'
import { APP_ID } from './app-constants'
import { OtpSchema } from './otp'
import { firstPasswordError, PASSWORD_MAX_LENGTH, PASSWORDS_DO_NOT_MATCH } from './password-rules'
import { requestObject } from './request-object'

/** AppID as sent by clients: the number 5 or the string '5'. */
export const AppIdSchema = v.pipe(
  v.union([v.number(), v.string()], 'AppID is required'),
  v.check((value) => value === APP_ID || value === String(APP_ID), 'Invalid AppID'),
  v.transform(() => APP_ID),
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

/** A password as typed at sign-in: required, at most the longest a new one may be. */
export const PasswordSchema = v.pipe(
  v.string('Password is required'),
  v.nonEmpty('Password is required'),
  v.maxLength(PASSWORD_MAX_LENGTH, 'Password is too long'),
)

/** POST /check-first-login */
export const CheckFirstLoginSchema = requestObject({
  AppID: AppIdSchema,
  DomainName: DomainNameSchema,
  Username: UsernameSchema,
})

/** POST /validate-user */
export const ValidateUserSchema = requestObject({
  AppID: AppIdSchema,
  DomainName: DomainNameSchema,
  Username: UsernameSchema,
  Password: PasswordSchema,
})

/** POST /validate-otp */
export const ValidateOtpSchema = requestObject({
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
  requestObject({
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
export const ForgotPasswordSchema = requestObject({
  DomainName: DomainNameSchema,
  Username: UsernameSchema,
})

/** GET /validate-login query */
export const ValidateLoginQuerySchema = requestObject({ AppID: AppIdSchema })

export type CheckFirstLoginInput = v.InferOutput<typeof CheckFirstLoginSchema>
export type ValidateUserInput = v.InferOutput<typeof ValidateUserSchema>
export type ValidateOtpInput = v.InferOutput<typeof ValidateOtpSchema>
export type UpdatePasswordInput = v.InferOutput<typeof UpdatePasswordSchema>
export type ForgotPasswordInput = v.InferOutput<typeof ForgotPasswordSchema>
