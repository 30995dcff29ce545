import Foundation

extension UITraitCollection {
    /// The mutations that make or modify a trait collection (iOS 17).
    public typealias TraitMutations = (_ mutableTraits: inout any UIMutableTraits) -> Void

    /// The value of `trait` in this collection (iOS 17): a system trait's value, or a custom
    /// trait's value as set through overrides or mutations, else its `defaultValue`.
    ///
    /// - Parameter trait: the trait's type.
    /// - Returns: its value here.
    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        if let system = trait as? any HeadlessSystemTrait.Type,
            let value = Self.systemValue(system, in: self) as? T.Value
        {
            return value
        }
        return customTraits[ObjectIdentifier(trait)] as? T.Value ?? T.defaultValue
    }

    /// A collection with the traits `mutations` sets, every other trait unspecified
    /// (iOS 17).
    ///
    /// - Parameter mutations: sets traits on the collection being made.
    public convenience init(mutations: TraitMutations) {
        self.init()
        var traits: any UIMutableTraits = HeadlessMutableTraits(collection: self)
        mutations(&traits)
    }

    /// A copy of this collection with the changes `mutations` makes (iOS 17); reading a
    /// trait inside `mutations` gives this collection's value until it is set.
    ///
    /// - Parameter mutations: changes traits of the copy.
    /// - Returns: the modified copy.
    public func modifyingTraits(_ mutations: TraitMutations) -> UITraitCollection {
        let copy = UITraitCollection(traitsFrom: [self])
        copy.customTraits = customTraits
        var traits: any UIMutableTraits = HeadlessMutableTraits(collection: copy)
        mutations(&traits)
        return copy
    }

    /// A copy of this collection with the custom trait values `values` on top.
    func addingCustomTraits(_ values: [ObjectIdentifier: Any]) -> UITraitCollection {
        let copy = UITraitCollection(traitsFrom: [self])
        copy.customTraits.merge(values) { _, later in later }
        return copy
    }

    /// Sets `trait` to `value` in this collection, which is still being made.
    func setTrait<T: UITraitDefinition>(_ trait: T.Type, to value: T.Value) {
        if let system = trait as? any HeadlessSystemTrait.Type {
            Self.setSystemValue(system, value, in: self)
        } else {
            customTraits[ObjectIdentifier(trait)] = value
        }
    }

    private static func systemValue<S: HeadlessSystemTrait>(
        _ trait: S.Type, in traits: UITraitCollection
    ) -> Any {
        S.value(in: traits)
    }

    private static func setSystemValue<S: HeadlessSystemTrait>(
        _ trait: S.Type, _ value: Any, in traits: UITraitCollection
    ) {
        guard let value = value as? S.Value else { return }
        S.set(value, in: traits)
    }
}

/// The traits a `UITraitCollection(mutations:)` or `modifyingTraits(_:)` block sets: it
/// writes straight into the collection being made, which nobody else sees yet.
private struct HeadlessMutableTraits: UIMutableTraits {
    let collection: UITraitCollection

    subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        get { collection[trait] }
        nonmutating set { collection.setTrait(trait, to: newValue) }
    }

    var userInterfaceIdiom: UIUserInterfaceIdiom {
        get { collection.userInterfaceIdiom }
        nonmutating set { collection.userInterfaceIdiom = newValue }
    }
    var userInterfaceStyle: UIUserInterfaceStyle {
        get { collection.userInterfaceStyle }
        nonmutating set { collection.userInterfaceStyle = newValue }
    }
    var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { collection.layoutDirection }
        nonmutating set { collection.layoutDirection = newValue }
    }
    var displayScale: CGFloat {
        get { collection.displayScale }
        nonmutating set { collection.displayScale = newValue }
    }
    var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { collection.horizontalSizeClass }
        nonmutating set { collection.horizontalSizeClass = newValue }
    }
    var verticalSizeClass: UIUserInterfaceSizeClass {
        get { collection.verticalSizeClass }
        nonmutating set { collection.verticalSizeClass = newValue }
    }
}
