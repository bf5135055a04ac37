import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/link";
import { requireUser } from "~/account/guard.server";
import { formatDate } from "~/domain/dates";
import { formatPhone } from "~/domain/masks";
import { pageMeta } from "~/seo/meta";
import { dataWithToasts } from "~/upstream-client/respond.server";

export const meta: MetaFunction = ({ location, matches }) => pageMeta({ title: "Профиль", location, matches });

/** `/personal/profile/`: the user's data as the guard loaded it (`GET /api/user`). */
export async function loader(args: LoaderFunctionArgs) {
  const { user, toasts } = await requireUser(args);
  return dataWithToasts({ user }, toasts);
}

const NOT_SET = "Не указано";

export default function ProfilePage() {
  const { user } = useLoaderData<typeof loader>();
  const rows: Array<[string, string]> = [
    ["Имя", user.firstName],
    ["Фамилия", user.lastName],
    ["Email", user.email],
    ["Телефон", user.phone ? formatPhone(user.phone) : ""],
    ["Дата рождения", formatDate(user.birthDay)],
  ];
  return (
    <section className="account-page" aria-labelledby="profile-title">
      <h1 id="profile-title">Профиль</h1>
      <dl className="account-details">
        {rows.map(([label, value]) => (
          <div key={label} className="account-details__row">
            <dt>{label}</dt>
            <dd className={value ? undefined : "account-details__empty"}>{value || NOT_SET}</dd>
          </div>
        ))}
      </dl>
      <div className="account-page__actions">
        <Link to="/personal/profile/edit/" className="button">
          Редактировать профиль
        </Link>
        <Link to="/personal/profile/delete/" className="text-link">
          Удалить аккаунт
        </Link>
      </div>
    </section>
  );
}
