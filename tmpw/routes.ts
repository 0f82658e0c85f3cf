import { seedMenu } from '../server/seed/menus';
import { userCategories } from '../src/api/contract/categories';
import { serviceLinks } from '../src/widgets/widgets.logic';
for (const c of userCategories) console.log(c, serviceLinks(seedMenu(c) as never).map((l) => l.route).join(' '));
