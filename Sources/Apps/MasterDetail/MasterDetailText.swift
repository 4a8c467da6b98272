import Core
import GadgetBase
import Hardware

/// One row of the list and the page it opens.
struct JournalEntry: Sendable {
    var title: LocalizedString
    var text: LocalizedString?
    var time: String?
    var body: LocalizedString
    /// The two pictures the page shows (indices into GeneratedPicture).
    var pictures: (Int, Int)
}

/// The five rows the design asks for, in its order: (1) title, text and time on one line each;
/// (2) a two-line title; (3) no time, so the text runs to the right edge; (4) a two-line text;
/// (5) a title alone.
enum MasterDetailText {
    static let title = LocalizedString("Journal", ru: "Дневник", uk: "Щоденник")
    static let hint = LocalizedString("Enter: open · Esc: back", ru: "Enter: открыть · Esc: назад",
                                      uk: "Enter: відкрити · Esc: назад")
    static let detailHint = LocalizedString("Esc: back", ru: "Esc: назад", uk: "Esc: назад")

    static let entries: [JournalEntry] = [
        JournalEntry(
            title: LocalizedString("Dawn", ru: "Рассвет", uk: "Світанок"),
            text: LocalizedString("Calm water", ru: "Тихая вода", uk: "Тиха вода"), time: "06:40",
            body: LocalizedString(
                "The lake was still when we came down to the shore.",
                ru: "Когда мы спустились к берегу, озеро было неподвижным.",
                uk: "Коли ми спустилися до берега, озеро було нерухомим."),
            pictures: (0, 1)),
        JournalEntry(
            title: LocalizedString(
                "A long walk along the northern shore past the old lighthouse and the boathouses",
                ru: "Долгая прогулка по северному берегу мимо старого маяка и лодочных сараев",
                uk: "Довга прогулянка північним берегом повз старий маяк і човнові сараї"),
            text: LocalizedString("12 km", ru: "12 км", uk: "12 км"), time: "09:15",
            body: LocalizedString(
                "We walked the whole northern shore. The path climbs over smooth granite, drops into birch woods "
                    + "and comes out by the lighthouse, which has not been lit for forty years. The boathouses "
                    + "beyond it are still used: nets hang drying on their walls, and the smell of tar carries "
                    + "a long way on a warm day. We stopped for lunch on the rocks and watched the ferry cross.",
                ru: "Мы прошли весь северный берег. Тропа поднимается по гладкому граниту, спускается в березняк "
                    + "и выходит к маяку, который не зажигали уже сорок лет. Лодочными сараями за ним всё ещё "
                    + "пользуются: на стенах сохнут сети, а запах смолы в тёплый день разносится далеко. Мы "
                    + "пообедали на камнях, глядя, как через пролив идёт паром.",
                uk: "Ми пройшли весь північний берег. Стежка піднімається гладким гранітом, спускається в березовий "
                    + "гай і виходить до маяка, який не запалювали вже сорок років. Човновими сараями за ним досі "
                    + "користуються: на стінах сохнуть сітки, а запах смоли в теплий день чути здалеку. Ми "
                    + "пообідали на каменях, дивлячись, як протокою йде пором."),
            pictures: (2, 3)),
        JournalEntry(
            title: LocalizedString("Harbour", ru: "Гавань", uk: "Гавань"),
            text: LocalizedString(
                "Boats rock at their moorings while the gulls argue over the morning catch",
                ru: "Лодки качаются у причала, а чайки спорят из-за утреннего улова",
                uk: "Човни гойдаються біля причалу, а чайки сперечаються через ранковий улов"),
            time: nil,
            body: LocalizedString(
                "The harbour is busiest before eight. By noon only the gulls are left.",
                ru: "В гавани больше всего суеты до восьми утра. К полудню остаются одни чайки.",
                uk: "У гавані найбільше метушні до восьмої ранку. До полудня лишаються самі чайки."),
            pictures: (4, 5)),
        JournalEntry(
            title: LocalizedString("Storm", ru: "Шторм", uk: "Шторм"),
            text: LocalizedString(
                "The wind rose after lunch and the rain came across the water in grey sheets",
                ru: "После обеда поднялся ветер, и дождь пошёл по воде серыми полосами",
                uk: "Після обіду знявся вітер, і дощ пішов водою сірими смугами"),
            time: "15:30",
            body: LocalizedString(
                "It passed in an hour, and the evening was the clearest of the whole trip.",
                ru: "Он прошёл за час, и вечер выдался самым ясным за всю поездку.",
                uk: "Він минув за годину, і вечір видався найяснішим за всю подорож."),
            pictures: (6, 7)),
        JournalEntry(
            title: LocalizedString("Night sky", ru: "Ночное небо", uk: "Нічне небо"),
            text: nil, time: nil,
            body: LocalizedString(
                "No moon, and more stars than we could count.",
                ru: "Луны не было, а звёзд — больше, чем мы могли сосчитать.",
                uk: "Місяця не було, а зірок — більше, ніж ми могли полічити."),
            pictures: (8, 9)),
    ]
}
