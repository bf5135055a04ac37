import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireUser } from "~/account/guard.server";
import { ProfileForm } from "~/account/profile/profile-form";
import { PROFILE_FIELDS, profileFormSchema } from "~/account/profile/profile-schema";
import { fieldErrorsOf, formObject, pickValues } from "~/forms/reply";
import { attempt, readUserForm } from "~/account/account-form.server";
import { reply, succeed, upstreamReply } from "~/forms/reply.server";
import { pageMeta } from "~/seo/meta";
import { updateProfile } from "~/upstream/account.server";

export const meta: MetaFunction = ({ location, matches }) => pageMeta({ title: "Редактирование профиля", location, matches });

export async function loader(args: LoaderFunctionArgs) {
  const { api, user } = await requireUser(args);
  return api.json({ user });
}

/** `PATCH /user` (spec §7). Bad input → 400 with messages and the typed values; success → the profile page. */
export async function action(args: ActionFunctionArgs) {
  const { api, user, form } = await readUserForm(args);
  const values = pickValues(form, PROFILE_FIELDS);
  const parsed = profileFormSchema(user).safeParse(formObject(form));
  if (!parsed.success) return reply(api, { ...fieldErrorsOf(parsed.error, PROFILE_FIELDS), values });

  const saved = await attempt(args.request, updateProfile(api, parsed.data));
  if (!saved.ok) return upstreamReply(api, saved.error, PROFILE_FIELDS, { values });
  return succeed(api, "/personal/profile/", "Данные профиля сохранены");
}

export default function ProfileEditPage() {
  const { user } = useLoaderData<typeof loader>();
  return (
    <section className="account-page" aria-labelledby="profile-edit-title">
      <h1 id="profile-edit-title">Редактирование профиля</h1>
      <ProfileForm user={user} />
    </section>
  );
}
